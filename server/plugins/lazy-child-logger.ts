import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);
const noop = () => undefined;

/**
 * Fastify gives every request a child logger bound to its id. Building one runs pino's redaction
 * over the bindings (its wildcard paths apply to every key): ~6 % of a busy server's time, for a
 * logger that at the usual level writes nothing for most requests. This one is built the first
 * time the request writes a line at an enabled level, with the same bindings and redaction.
 */
export const lazyChildLogger: ChildLoggerFactory = (parent, bindings, options) => {
  if (options.level !== undefined || options.serializers !== undefined) {
    return parent.child(bindings, options);
  }
  let child: FastifyBaseLogger | undefined;
  const built = () => (child ??= parent.child(bindings, options));
  return new Proxy(parent, {
    get(_, key) {
      if (child !== undefined) return bound(child, key);
      if (typeof key === 'string' && LEVELS.has(key) && !(parent as Logger).isLevelEnabled(key)) {
        return noop;
      }
      // Fastify checks that the logger has its methods: looking one up builds nothing yet.
      if (typeof Reflect.get(parent, key) === 'function') {
        return (...args: unknown[]) => (bound(built(), key) as (...a: unknown[]) => unknown)(...args);
      }
      return bound(built(), key);
    },
    set: (_, key, value) => Reflect.set(built(), key, value),
  });
};

function bound(logger: FastifyBaseLogger, key: string | symbol): unknown {
  const value: unknown = Reflect.get(logger, key);
  return typeof value === 'function' ? value.bind(logger) : value;
}
