import { cacheControlFor } from '../edge/cache-policy';

/**
 * Source maps (and their precompressed copies) would publish our source, and `server/` holds the
 * prerenderer's build, which runs here only: built, never served. Folders are not listed.
 */
const SOURCE_MAP = /\.map(?:\.br|\.gz)?$/;
const servable = (pathName: string) =>
  !SOURCE_MAP.test(pathName) && !pathName.startsWith('/server/') && !pathName.endsWith('/');

/**
 * How a folder of built files is served (@fastify/static's options). Files are looked up when asked
 * for, not listed at boot: a release writes new files into a dist folder while the gateway runs (a
 * remote is released without restarting anything). A missing one gets the API's 404.
 */
export const builtFiles = (root: string, prefix: string, decorateReply: boolean) => ({
  root,
  prefix,
  decorateReply,
  // Pages, `/` included, are answered by the page handler (prerendered or the shell's).
  index: false as const,
  allowedPath: servable,
  // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent.
  preCompressed: true,
  cacheControl: false,
  setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) =>
    res.setHeader('cache-control', cacheControlFor(filePath)),
});
