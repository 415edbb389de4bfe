import type { LightMyRequestResponse as InjectResponse } from 'fastify';

/** Keeps the cookies a browser would after each answer; paths are ignored (every call is under /functions). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  update(response: InjectResponse): this {
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  delete(name: string): this {
    this.cookies.delete(name);
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A frozen copy, to replay these exact cookies later. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}
