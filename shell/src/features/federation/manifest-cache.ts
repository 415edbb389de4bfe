const primed = new Map<string, string>();

export const absoluteUrl = (url: string) => new URL(url, window.location.href).href;

/**
 * Fetches a manifest for a decision made before the federation runtime runs; its text is kept and
 * handed to the runtime when it asks for the same file (shared-variant-plugin.ts), so it travels once.
 */
export async function fetchManifest<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const text = await response.text();
    primed.set(absoluteUrl(url), text);
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** A manifest fetched here, handed once to the federation runtime instead of a second request. */
export function takePrimedManifest(url: string): string | undefined {
  const key = absoluteUrl(url);
  const text = primed.get(key);
  primed.delete(key);
  return text;
}
