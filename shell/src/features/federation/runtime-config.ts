import type { RemotesConfig, ShellConfig } from '@nomada/contracts';

const NO_PREVIEW: ShellConfig = { previewEnabled: false, previewOrigins: [] };

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/** `/remotes.json`; a missing or broken file leaves every remote unavailable, not the shell blank. */
export async function fetchRemotesConfig(): Promise<Partial<RemotesConfig>> {
  try {
    const data = (await getJson('/remotes.json')) as Record<string, unknown>;
    // Federation names are JavaScript identifiers (mf_marketing…); anything else is ignored.
    const entries = Object.entries(data ?? {}).filter(
      ([name, url]) => /^[A-Za-z_$][\w$]*$/.test(name) && typeof url === 'string' && url !== '',
    );
    return Object.fromEntries(entries) as Partial<RemotesConfig>;
  } catch {
    return {};
  }
}

/** `/shell-config.json`; previews stay off unless the file says otherwise. */
export async function fetchShellConfig(): Promise<ShellConfig> {
  try {
    const data = (await getJson('/shell-config.json')) as Partial<ShellConfig>;
    return {
      previewEnabled: data?.previewEnabled === true,
      previewOrigins: Array.isArray(data?.previewOrigins)
        ? data.previewOrigins.filter((o): o is string => typeof o === 'string')
        : [],
    };
  } catch {
    return NO_PREVIEW;
  }
}
