import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest that a test drives by hand: `progress(loaded, total)`, then
 * `respond(status, body)` or `failNetwork()`. It records what `apiUpload` set up and sent.
 */
export class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  requestHeaders: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  private contentType: string | null = null;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;
  onloadend: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.finish(this.onabort);
  }

  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  /** The server answered with a JSON body. */
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.contentType = 'application/json';
    this.responseText = JSON.stringify(body);
    this.finish(this.onload);
  }

  /** The server answered something that is not JSON (a proxy's error page). */
  respondText(status: number, text: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.contentType = 'text/html';
    this.responseText = text;
    this.finish(this.onload);
  }

  /** No answer came (offline, connection reset). */
  failNetwork() {
    this.finish(this.onerror);
  }

  private finish(handler: Handler) {
    handler?.(new ProgressEvent('load'));
    this.onloadend?.(new ProgressEvent('loadend'));
  }
}

/** Replaces XMLHttpRequest (undo with `vi.unstubAllGlobals()`); every one created is listed. */
export function stubXhr() {
  const created: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super();
        created.push(this);
      }
    },
  );
  return {
    created,
    /** The most recent request; throws when none was made. */
    last(): FakeXhr {
      const xhr = created.at(-1);
      if (!xhr) throw new Error('No XMLHttpRequest was created');
      return xhr;
    },
  };
}
