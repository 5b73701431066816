import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from 'pino';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger, built the first time the request writes a line at an enabled level, with the
 * bindings and redaction it would have had. Fastify gives every request a child logger bound to its
 * id, and building one runs pino's redaction over the bindings (its wildcard paths apply to every
 * key): ~6 % of a busy server's time, for a logger that at the usual level writes nothing for most
 * requests.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): LevelWithSilentOrString {
    return this.#built().level;
  }
  set level(level: LevelWithSilentOrString) {
    this.#built().level = level;
  }

  fatal(...args: LogArguments) {
    this.#write('fatal', args);
  }
  error(...args: LogArguments) {
    this.#write('error', args);
  }
  warn(...args: LogArguments) {
    this.#write('warn', args);
  }
  info(...args: LogArguments) {
    this.#write('info', args);
  }
  debug(...args: LogArguments) {
    this.#write('debug', args);
  }
  trace(...args: LogArguments) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#built().child(bindings, options);
  }

  #write(level: Level, args: LogArguments) {
    if (this.#child !== undefined || this.parent.isLevelEnabled(level)) this.#built()[level](...args);
  }

  #built(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
}

export const lazyChildLogger: ChildLoggerFactory = (parent, bindings, options) =>
  options.level !== undefined || options.serializers !== undefined
    ? parent.child(bindings, options)
    : new LazyRequestLogger(parent as Logger, bindings, options);
