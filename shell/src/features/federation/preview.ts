import type { RemoteName, RemotesConfig, ShellConfig } from '@nomada/contracts';

/** sessionStorage key: a preview lasts for this tab only. */
export const PREVIEW_STORAGE_KEY = 'nomada_preview';
export const PREVIEW_PARAM = 'preview';

export type PreviewTarget = { remote: RemoteName; url: string };
export type PreviewRefusal = { reason: 'origin'; origin: string } | { reason: 'invalid' };
export type PreviewResolution = {
  active?: PreviewTarget;
  refused?: PreviewRefusal;
  fromParam: boolean;
};

function normaliseOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * `mf_agent@https://host/path/mf-manifest.json` → target, or why it is refused. Only a remote
 * listed in /remotes.json can be replaced.
 */
export function parsePreview(
  value: string,
  config: ShellConfig,
  knownRemotes: readonly string[],
): PreviewTarget | PreviewRefusal {
  const at = value.indexOf('@');
  if (at <= 0) return { reason: 'invalid' };
  const remote = value.slice(0, at).trim();
  const rawUrl = value.slice(at + 1).trim();
  if (!knownRemotes.includes(remote)) return { reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { reason: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { reason: 'invalid' };
  if (url.username || url.password || !url.pathname.endsWith('.json')) return { reason: 'invalid' };
  const allowed = new Set(config.previewOrigins.map(normaliseOrigin).filter(Boolean));
  if (!allowed.has(url.origin)) return { reason: 'origin', origin: url.origin };
  return { remote: remote as RemoteName, url: url.href };
}

function isTarget(value: PreviewTarget | PreviewRefusal): value is PreviewTarget {
  return 'remote' in value;
}

function readStored(stored: string | null): string | undefined {
  if (!stored) return undefined;
  try {
    const parsed = JSON.parse(stored) as Partial<PreviewTarget>;
    return typeof parsed.remote === 'string' && typeof parsed.url === 'string'
      ? `${parsed.remote}@${parsed.url}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decides the preview for this page load. The URL parameter wins over the tab's stored preview;
 * both are re-checked against the current allowlist, and ignored when previews are off.
 */
export function resolvePreview(
  search: string,
  stored: string | null,
  config: ShellConfig,
  knownRemotes: readonly string[],
): PreviewResolution {
  const param = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (!config.previewEnabled) return { fromParam: false };
  const raw = param ?? readStored(stored);
  if (!raw) return { fromParam: false };
  const parsed = parsePreview(raw, config, knownRemotes);
  return isTarget(parsed)
    ? { active: parsed, fromParam: param !== null }
    : { refused: parsed, fromParam: param !== null };
}

export function applyPreview(
  remotes: Partial<RemotesConfig>,
  active: PreviewTarget | undefined,
): Partial<RemotesConfig> {
  return active ? { ...remotes, [active.remote]: active.url } : remotes;
}
