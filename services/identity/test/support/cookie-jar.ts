import type { LightMyRequestResponse as InjectResponse } from 'fastify';

/**
 * Keeps the cookies a browser would after each answer, and forgets each once its `Max-Age` (or
 * `Expires`) has passed, measured by `Date.now()` so a test may move the clock. Paths are ignored
 * (every call is under /functions).
 */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; expiresAt?: number }>();

  update(response: InjectResponse): this {
    for (const cookie of response.cookies) {
      const expiresAt =
        cookie.maxAge !== undefined ? Date.now() + cookie.maxAge * 1000 : cookie.expires?.getTime();
      if (cookie.value === '' || (expiresAt !== undefined && expiresAt <= Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, expiresAt });
    }
    return this;
  }

  private live(): Map<string, string> {
    const now = Date.now();
    for (const [name, cookie] of this.cookies)
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) this.cookies.delete(name);
    return new Map([...this.cookies].map(([name, cookie]) => [name, cookie.value]));
  }

  get(name: string): string | undefined {
    return this.live().get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, { value });
    return this;
  }

  delete(name: string): this {
    this.cookies.delete(name);
    return this;
  }

  header(): string {
    return [...this.live()].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A frozen copy, to replay these exact cookies later. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, cookie] of this.cookies) copy.cookies.set(name, { ...cookie });
    return copy;
  }
}
