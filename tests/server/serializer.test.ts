import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ListarFluxosResponse } from '../../domain/contract/fluxo';
import { serializerCompiler } from '../../server/plugins/serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'POST', url: '/api/x', httpStatus: '200' });

const fluxo = {
  ID_FLUXO_DE_CAIXA: 1,
  ID_EMITENTE_ML: 428,
  PROJETO: 'Anuidade',
  HISTORICO: 'Anuidade 2026 — parcela "1"',
  DATA_VENCIMENTO: '20261125T000000',
  DATA_PAGAMENTO: '',
  VALOR: 123.45,
  EMITENTE_ML: 'Associação Médica',
};

describe('the response serializer', () => {
  it('writes what zod would write for a contract answer', () => {
    const answer = [{ MES: 11, ANO: 2026, FLUXOS: [fluxo, { ...fluxo, DATA_PAGAMENTO: '20261101T101010' }] }];
    const written = compile(ListarFluxosResponse)(answer);
    expect(JSON.parse(written)).toEqual(z.parse(ListarFluxosResponse, answer));
  });

  it('writes only the fields the schema names (a row with a secret does not leak it)', () => {
    const Member = z.object({ NOME: z.string(), EMAIL: z.string().optional() });
    const written = compile(Member)({ NOME: 'Maria', passwordHash: '$argon2id$…', pin: '1234' });
    expect(JSON.parse(written)).toEqual({ NOME: 'Maria' });
  });

  it('refuses an answer without a required field instead of sending a partial one', () => {
    expect(() => compile(ListarFluxosResponse)([{ MES: 11, ANO: 2026 }])).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express (a transform), and zod still checks it', () => {
    const Shouted = z.object({ NOME: z.string().transform((s) => s.toUpperCase()) });
    const serialize = compile(Shouted);
    expect(() => serialize({ NOME: 42 })).toThrow();
  });
});
