import {
  API_ROUTES,
  API_SERVICES,
  type ApiRoute,
  type ApiRouteName,
  type ApiService,
} from '@nomada/contracts';

/** Services the gateway forwards to. */
export const UPSTREAM_SERVICES = API_SERVICES;
export type UpstreamService = ApiService;

/** One public path the gateway forwards to a service, unchanged. */
export type ProxiedRoute = {
  service: UpstreamService;
  /** Route patterns: a contract path, or `<prefix>/*` for a whole prefix. */
  urls: readonly string[];
  methods: readonly ('GET' | 'HEAD' | 'POST' | 'OPTIONS')[];
  /** Largest body forwarded, in bytes; 0 for calls that take none. */
  bodyLimit: number;
  /** Server-Sent Events: streamed as it comes, with no timeout cutting a quiet connection. */
  eventStream: boolean;
  /** The the HTTP contract call it serves, when there is one. */
  call?: ApiRouteName;
};

const fromContract = ([call, route]: [ApiRouteName, ApiRoute]): ProxiedRoute => ({
  service: route.service,
  urls: [route.path],
  methods: [route.method],
  bodyLimit: route.bodyLimit,
  eventStream: route.success.contentType === 'text/event-stream',
  call,
});

/** Every call of the contract (API_ROUTES), with its method: nothing else under /functions exists. */
export const CONTRACT_ROUTES: readonly ProxiedRoute[] = (
  Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][]
).map(fromContract);

const largestBodyLimitOf = (service: UpstreamService) =>
  Math.max(...CONTRACT_ROUTES.filter((route) => route.service === service).map((r) => r.bodyLimit));

/** Whole prefixes owned by one service; a contract path under them (`/auth/recover`) wins. */
export const PREFIX_ROUTES: readonly ProxiedRoute[] = [
  {
    service: 'identity',
    urls: ['/auth/*'],
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    bodyLimit: largestBodyLimitOf('identity'),
    eventStream: false,
  },
  // Signed download links of `download-document`: a plain GET from the browser.
  {
    service: 'documents',
    urls: ['/files/*'],
    methods: ['GET', 'HEAD'],
    bodyLimit: 0,
    eventStream: false,
  },
  // The agents' secret calendar feeds (decision 081): polled by calendar apps, with no cookie.
  {
    service: 'review',
    urls: ['/calendar/*'],
    methods: ['GET', 'HEAD'],
    bodyLimit: 0,
    eventStream: false,
  },
];

/** The development mailbox of messaging: only with DEV_MAILBOX=true, only for this machine. */
export const DEV_MAILBOX_ROUTE: ProxiedRoute = {
  service: 'messaging',
  urls: ['/dev/mailbox', '/dev/mailbox/*'],
  methods: ['GET', 'HEAD'],
  bodyLimit: 0,
  eventStream: false,
};

/** Paths that are API or asset territory: never answered with the shell's index.html. */
export const NON_HTML_PREFIXES = [
  '/functions/',
  '/auth/',
  '/files/',
  '/calendar/',
  '/internal/',
  '/remotes/',
  '/dev/',
  '/api/',
] as const;
