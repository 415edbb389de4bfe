/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv4-mapped IPv6 address. */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;

/** Whether a client address (Fastify's request.ip, after the trust-proxy rules) is this machine. */
export function isLoopbackAddress(address: string): boolean {
  return LOOPBACK.test(address);
}
