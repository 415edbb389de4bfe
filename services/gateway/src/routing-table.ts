/** Services the gateway forwards to; each owns the functions listed for it. */
export const UPSTREAM_SERVICES = ['identity', 'documents', 'review', 'messaging'] as const;
export type UpstreamService = (typeof UPSTREAM_SERVICES)[number];

/** `/functions/<name>` → owning service (API.md). Anything not listed is a 404 at the gateway. */
export const FUNCTION_OWNERS: Record<UpstreamService, readonly string[]> = {
  identity: [
    'auth-session',
    'auth-login',
    'auth-signup',
    'auth-logout',
    'reset-password',
    'change-password',
    'update-profile',
  ],
  documents: ['auth-get-dashboard-data', 'auth-upload-document', 'download-document'],
  review: ['agent-dashboard-data', 'agent-actions'],
  messaging: [
    'send-contact-email',
    'notify-contact',
    'visa-chat',
    'lawyer-messages',
    'send-lawyer-message',
  ],
};

/** Other public path prefixes, forwarded unchanged to their owner. */
export const PREFIX_OWNERS: readonly {
  prefix: string;
  service: UpstreamService;
  methods: readonly string[];
}[] = [
  { prefix: '/auth', service: 'identity', methods: ['GET', 'HEAD', 'POST', 'OPTIONS'] },
  // Signed download links of `download-document`: a plain GET from the browser.
  { prefix: '/files', service: 'documents', methods: ['GET', 'HEAD'] },
];

/** Never served in production: the development mailbox of messaging. */
export const DEV_PREFIX_OWNERS: typeof PREFIX_OWNERS = [
  { prefix: '/dev/mailbox', service: 'messaging', methods: ['GET', 'HEAD'] },
];

export function ownerOfFunction(name: string): UpstreamService | undefined {
  return UPSTREAM_SERVICES.find((service) => FUNCTION_OWNERS[service].includes(name));
}

/** Paths that are API or asset territory: never answered with the shell's index.html. */
export const NON_HTML_PREFIXES = [
  '/functions/',
  '/auth/',
  '/files/',
  '/internal/',
  '/remotes/',
  '/dev/',
] as const;
