import type { RemotesConfig, ShellConfig } from '@nomada/contracts';

const NO_PREVIEW: ShellConfig = { previewEnabled: false };

/**
 * The gateway writes `/remotes.json` and `/shell-config.json` into every page it serves as
 * `<script type="application/json" id="nomada-runtime-config">{"remotes": …, "shellConfig": …}`, saving
 * a round trip; a page served from elsewhere (a development server) has none and they are fetched.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'nomada-runtime-config';

function inlineConfig(): { remotes?: unknown; shellConfig?: unknown } | undefined {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as { remotes?: unknown; shellConfig?: unknown };
  } catch {
    return undefined;
  }
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

function toRemotesConfig(data: unknown): Partial<RemotesConfig> {
  // Federation names are JavaScript identifiers (mf_marketing…); anything else is ignored.
  const entries = Object.entries((data ?? {}) as Record<string, unknown>).filter(
    ([name, url]) => /^[A-Za-z_$][\w$]*$/.test(name) && typeof url === 'string' && url !== '',
  );
  return Object.fromEntries(entries) as Partial<RemotesConfig>;
}

function toShellConfig(data: unknown): ShellConfig {
  const config = (data ?? {}) as Partial<ShellConfig>;
  return { previewEnabled: config.previewEnabled === true };
}

/** `/remotes.json`; a missing or broken file leaves every remote unavailable, not the shell blank. */
export async function fetchRemotesConfig({ fresh = false } = {}): Promise<Partial<RemotesConfig>> {
  const inline = fresh ? undefined : inlineConfig();
  if (inline?.remotes) return toRemotesConfig(inline.remotes);
  try {
    return toRemotesConfig(await getJson('/remotes.json'));
  } catch {
    return {};
  }
}

/** `/shell-config.json`; previews stay off unless the file says otherwise. */
export async function fetchShellConfig(): Promise<ShellConfig> {
  const inline = inlineConfig();
  if (inline?.shellConfig) return toShellConfig(inline.shellConfig);
  try {
    return toShellConfig(await getJson('/shell-config.json'));
  } catch {
    return NO_PREVIEW;
  }
}
