import type { FastifyInstance } from 'fastify';
import { fromClient } from '@nomada/service-kit/testing';

export const homeForm = {
  name: 'Ana García',
  email: 'ana@example.com',
  country: 'Mexico',
  source: 'homepage',
} as const;

export const contactForm = {
  name: 'Tom Baker',
  email: 'tom@example.com',
  subject: 'Bank statements',
  message: 'Do the statements need to be translated?\nThanks!',
  source: 'contact',
} as const;

export type ContactEndpoint = 'send-contact-email' | 'notify-contact';

let addressCounter = 0;
/** A client address of its own per test, so throttles of one test never leak into another. */
export const freshAddress = () => {
  addressCounter++;
  return `198.51.100.${addressCounter % 250}`;
};

export function postContact(
  app: FastifyInstance,
  endpoint: ContactEndpoint,
  payload: unknown,
  {
    address = freshAddress(),
    headers = {},
  }: { address?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/functions/${endpoint}`,
    // As the gateway sends it: the client's address, proven with the client-address key.
    headers: { ...fromClient(address), ...headers },
    ...(typeof payload === 'string' ? { body: payload } : { payload: payload as object }),
  });
}
