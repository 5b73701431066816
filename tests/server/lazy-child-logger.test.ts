import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { REDACTED_PATHS } from '../../server/plugins/log-redaction';
import { lazyChildLogger } from '../../server/plugins/lazy-child-logger';

function parentLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level, redact: REDACTED_PATHS },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines, child: vi.spyOn(logger, 'child') };
}

const requestLogger = (parent: pino.Logger) =>
  lazyChildLogger.call(undefined as never, parent, { reqId: 'req-7' }, {}, undefined as never);

describe('the per-request logger, built on first use', () => {
  it('builds nothing for lines below the level, and writes nothing', () => {
    const { logger, lines, child } = parentLogger('warn');
    const log = requestLogger(logger);
    log.info({ req: { url: '/api/x' } }, 'incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes enabled lines with the request id, through the same redaction', () => {
    const { logger, lines, child } = parentLogger('warn');
    const log = requestLogger(logger);
    log.error({ body: { senha: 'Segredo#1', EMITENTE: { CARTAO: '4111' } }, ok: 'visível' }, 'falhou');
    log.warn('de novo');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      reqId: 'req-7',
      msg: 'falhou',
      ok: 'visível',
      body: { senha: '[Redacted]', EMITENTE: { CARTAO: '[Redacted]' } },
    });
    expect(lines[1]).toMatchObject({ reqId: 'req-7', msg: 'de novo' });
  });

  it('follows a level set on the request logger itself', () => {
    const { logger, lines } = parentLogger('warn');
    const log = requestLogger(logger);
    log.level = 'debug';
    log.debug('agora sim');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-7', msg: 'agora sim' })]);
  });

  it('makes children that keep the request id', () => {
    const { logger, lines } = parentLogger('info');
    requestLogger(logger).child({ step: 'pagamento' }).info('passo');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-7', step: 'pagamento', msg: 'passo' })]);
  });
});

describe('in a Fastify server', () => {
  it('answers a request at the warn level without building its logger', async () => {
    const { logger, child } = parentLogger('warn');
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyChildLogger });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/falha', async (request) => {
      request.log.warn('algo estranho');
      return { ok: false };
    });
    await app.ready();
    child.mockClear();
    expect((await app.inject('/ok')).json()).toEqual({ ok: true });
    expect(child).not.toHaveBeenCalled();
    await app.inject('/falha');
    expect(child).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
