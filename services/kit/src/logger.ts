import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import { redactUrl } from './redact-url';

/** Fastify's own request fields, with the URL's secrets taken out. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino options shared by the services: cookies, tokens and passwords never reach the logs. */
export function loggerOptions(level: string, service: string): FastifyServerOptions['logger'] {
  return {
    level,
    base: { service },
    serializers: { req: requestSerializer },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-nomada-internal"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAware = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger whose pino child is made when the request first logs at an enabled level. pino
 * serialises a child's bindings as it makes it (through the redaction paths here), on every request;
 * at the services' usual level (warn) nearly no request logs, so nearly none pays for it. Once made,
 * the child is the logger: same bindings, level, serializers and redaction as an eager one.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#log('error', args);
  }

  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }

  info(...args: unknown[]): void {
    this.#log('info', args);
  }

  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  #log(level: Level, args: unknown[]): void {
    if (this.#child === null && this.parent.isLevelEnabled?.(level) === false) return;
    (this.#made()[level] as (...args: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's `childLoggerFactory` for the services (see LazyChildLogger); a route with a log level or
 * serializers of its own gets its child at once.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
