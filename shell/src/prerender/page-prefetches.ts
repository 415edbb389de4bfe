type Assets = { js: { sync: string[] } };
export type RemoteManifest = {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes?: { path: string; assets: Assets }[];
};

/**
 * What the shell needs to take the page over, which the browser would otherwise find one link of a
 * chain at a time: both manifests, the shell's start-up chunks, the remote's entry and the chunks of
 * its `./app`. The wake script fetches them ahead once the page has loaded. The shared packages
 * follow when the shell starts (their manifest lists more chunks than a page loads).
 */
export function pagePrefetches({
  bootChunks,
  remoteManifest,
  remoteManifestUrl,
  remoteBase,
}: {
  bootChunks: readonly string[];
  remoteManifest: RemoteManifest;
  remoteManifestUrl: string;
  remoteBase: string;
}): string[] {
  const { path, name } = remoteManifest.metaData.remoteEntry;
  const remoteEntry = `${remoteBase}${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`;
  const exposed = (remoteManifest.exposes ?? [])
    .filter((expose) => expose.path === './app')
    .flatMap((expose) => expose.assets.js.sync.map((file) => `${remoteBase}${file}`));
  const scripts = [...bootChunks.map((file) => `/${file}`), remoteEntry, ...exposed];
  return ['/mf-manifest.json', remoteManifestUrl, ...scripts];
}
