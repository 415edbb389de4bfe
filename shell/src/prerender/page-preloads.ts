export type Preload = { href: string; as: 'script' | 'fetch' };

type Assets = { js: { sync: string[] } };
export type RemoteManifest = {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes?: { path: string; assets: Assets }[];
};

/**
 * What the browser would otherwise find only one link of a chain at a time, announced in the HTML
 * so it arrives together with the shell's entry: both manifests, the shell's start-up chunks, the
 * remote's entry and the chunks of its `./app`. The shared packages follow one round trip later,
 * requested by the shell's entry in parallel (their manifest lists more chunks than a page loads,
 * so they are not preloaded): two round trips from the HTML to the remote's page going live.
 */
export function pagePreloads({
  bootChunks,
  remoteManifest,
  remoteManifestUrl,
  remoteBase,
}: {
  bootChunks: readonly string[];
  remoteManifest: RemoteManifest;
  remoteManifestUrl: string;
  remoteBase: string;
}): Preload[] {
  const { path, name } = remoteManifest.metaData.remoteEntry;
  const remoteEntry = `${remoteBase}${path ? `${path.replace(/\/$/, '')}/` : ''}${name}`;
  const exposed = (remoteManifest.exposes ?? [])
    .filter((expose) => expose.path === './app')
    .flatMap((expose) => expose.assets.js.sync.map((file) => `${remoteBase}${file}`));
  const scripts = [...bootChunks.map((file) => `/${file}`), remoteEntry, ...exposed];
  return [
    { href: '/mf-manifest.json', as: 'fetch' },
    { href: remoteManifestUrl, as: 'fetch' },
    ...scripts.map((href): Preload => ({ href, as: 'script' })),
  ];
}
