import {
  REMOTE_VERSION_PATTERN,
  type RemoteName,
  type RemoteRegistry,
  type RemotesConfig,
  type ShellConfig,
} from '@nomada/contracts';

/** sessionStorage key: a preview lasts for this tab only. */
export const PREVIEW_STORAGE_KEY = 'nomada_preview';
export const PREVIEW_PARAM = 'preview';

/** One published version of one remote, loaded in this tab instead of the current one. */
export type PreviewTarget = { remote: RemoteName; version: string; url: string };
export type PreviewRequest = { remote: RemoteName; version: string };
export type PreviewRefusal =
  | { reason: 'unknown'; remote: string; version: string }
  | { reason: 'withdrawn'; remote: string; version: string }
  | { reason: 'unavailable' }
  | { reason: 'invalid' };
export type PreviewResolution = {
  active?: PreviewTarget;
  refused?: PreviewRefusal;
  fromParam: boolean;
};

/** `mf_agent:2026.11.25-1a2b3c4` → the request, or why it is refused. */
export function parsePreview(
  value: string,
  knownRemotes: readonly string[],
): PreviewRequest | PreviewRefusal {
  const colon = value.indexOf(':');
  if (colon <= 0) return { reason: 'invalid' };
  const remote = value.slice(0, colon).trim();
  const version = value.slice(colon + 1).trim();
  if (!knownRemotes.includes(remote) || !REMOTE_VERSION_PATTERN.test(version))
    return { reason: 'invalid' };
  return { remote: remote as RemoteName, version };
}

function readStored(stored: string | null): string | undefined {
  if (!stored) return undefined;
  try {
    const parsed = JSON.parse(stored) as Partial<PreviewTarget>;
    return typeof parsed.remote === 'string' && typeof parsed.version === 'string'
      ? `${parsed.remote}:${parsed.version}`
      : undefined;
  } catch {
    return undefined;
  }
}

/** A published version's manifest URL, a withdrawn version, or undefined: no such version. */
export type FoundVersion = { manifest: string } | { withdrawn: true } | undefined;
export type FindVersion = (request: PreviewRequest) => Promise<FoundVersion>;

/** Asks the gateway's registry (`GET /api/remotes`); a relative manifest is on this origin. */
export const findPublishedVersion: FindVersion = async ({ remote, version }) => {
  const response = await fetch('/api/remotes', {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/api/remotes: HTTP ${response.status}`);
  // Read by hand: this runs before the shell's bundle, which is where zod lives.
  const registry = (await response.json()) as Partial<RemoteRegistry>;
  const { versions, withdrawn } = registry.remotes?.[remote] ?? {};
  const found = Array.isArray(versions)
    ? versions.find((item) => item?.version === version && typeof item.manifest === 'string')
    : undefined;
  if (found) return { manifest: new URL(found.manifest, window.location.origin).href };
  if (Array.isArray(withdrawn) && withdrawn.some((item) => item?.version === version))
    return { withdrawn: true };
  return undefined;
};

const isRequest = (value: PreviewRequest | PreviewRefusal): value is PreviewRequest =>
  'remote' in value && !('reason' in value);

/**
 * Decides the preview for this page load. The URL parameter wins over the tab's stored preview;
 * either is looked up again in the registry (a version is only previewed while it is published and
 * not withdrawn), and both are ignored when previews are off.
 */
export async function resolvePreview(
  search: string,
  stored: string | null,
  config: ShellConfig,
  knownRemotes: readonly string[],
  find: FindVersion = findPublishedVersion,
): Promise<PreviewResolution> {
  const param = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (!config.previewEnabled) return { fromParam: false };
  const raw = param ?? readStored(stored);
  if (!raw) return { fromParam: false };
  const fromParam = param !== null;
  const parsed = parsePreview(raw, knownRemotes);
  if (!isRequest(parsed)) return { refused: parsed, fromParam };
  let found: FoundVersion;
  try {
    found = await find(parsed);
  } catch {
    return { refused: { reason: 'unavailable' }, fromParam };
  }
  if (found === undefined) return { refused: { reason: 'unknown', ...parsed }, fromParam };
  if ('withdrawn' in found) return { refused: { reason: 'withdrawn', ...parsed }, fromParam };
  return { active: { ...parsed, url: found.manifest }, fromParam };
}

export function applyPreview(
  remotes: Partial<RemotesConfig>,
  active: PreviewTarget | undefined,
): Partial<RemotesConfig> {
  return active ? { ...remotes, [active.remote]: active.url } : remotes;
}
