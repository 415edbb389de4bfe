export type ResetTokens = { access_token: string; refresh_token: string };

/** Tokens from the emailed link: `#access_token=…&refresh_token=…&type=recovery`, or the query string. */
export function readResetTokens(hash: string, search: string): ResetTokens | undefined {
  for (const source of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(source);
    const access = params.get('access_token');
    const refresh = params.get('refresh_token');
    if (access && refresh) return { access_token: access, refresh_token: refresh };
  }
  return undefined;
}
