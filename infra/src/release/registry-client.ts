/** Calls of the gateway's release registry (the HTTP contract ("Releasing remotes")) for the release command. */
export class RegistryError extends Error {}

async function answer(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: shown as it came.
  }
  if (!response.ok) {
    const message = (body as { error?: string })?.error ?? text.slice(0, 300);
    throw new RegistryError(`${what}: HTTP ${response.status} ${message}`);
  }
  return body;
}

export async function publishVersion(
  gateway: string,
  token: string,
  { remote, version, manifest }: { remote: string; version: string; manifest: string },
): Promise<'published' | 'already published'> {
  const response = await fetch(`${gateway}/api/remotes/${remote}/versions/${version}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ manifest }),
  });
  await answer(response, `publishing ${remote} ${version}`);
  return response.status === 201 ? 'published' : 'already published';
}

/**
 * Makes `version` current: reads the registry's ETag and moves with If-Match; when another deploy
 * moved it in between (412), reads again and retries once.
 */
export async function promoteVersion(
  gateway: string,
  token: string,
  { remote, version }: { remote: string; version: string },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const registry = await fetch(`${gateway}/api/remotes`, {
      headers: { accept: 'application/json' },
    });
    await answer(registry, 'reading the registry');
    const etag = registry.headers.get('etag') ?? '';
    const response = await fetch(`${gateway}/api/remotes/${remote}/current`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'if-match': etag,
      },
      body: JSON.stringify({ version }),
    });
    if (response.status === 412 && attempt < 2) {
      await response.body?.cancel();
      continue;
    }
    await answer(response, `promoting ${remote} ${version}`);
    return;
  }
}

/** Withdraws `version` (the HTTP contract ("Releasing remotes"), decision 069); again is fine. */
export async function withdrawVersion(
  gateway: string,
  token: string,
  { remote, version }: { remote: string; version: string },
): Promise<string> {
  const response = await fetch(`${gateway}/api/remotes/${remote}/versions/${version}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer(response, `withdrawing ${remote} ${version}`)) as {
    withdrawn_at?: string;
  };
  return body.withdrawn_at ?? '';
}
