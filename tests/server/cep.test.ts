import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';
import { nextIp } from './support/registration';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cep = (value: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'GET', url: `/api/cep/${encodeURIComponent(value)}`, remoteAddress });

describe('GET /api/cep/:cep', () => {
  it('finds the sandbox addresses, masked or as digits', async () => {
    const res = await cep('01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      logradouro: 'Avenida Paulista',
      complemento: '',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect((await cep('20040020')).json()).toMatchObject({ localidade: 'Rio de Janeiro', uf: 'RJ' });
    expect((await cep('30130-010')).json()).toMatchObject({
      logradouro: 'Praça Sete de Setembro',
      bairro: 'Centro',
      localidade: 'Belo Horizonte',
      uf: 'MG',
    });
  });

  it('answers 404 for an unknown CEP', async () => {
    const res = await cep('99999-999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ resultado: false, msg: 'CEP não encontrado.' });
  });

  it('answers 400 for a malformed CEP', async () => {
    for (const value of ['123', '0131010a', '01310-1000', 'abcdefgh', ' ', 'x'.repeat(50)]) {
      const res = await cep(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().resultado).toBe(false);
    }
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await cep('01310100', '192.0.2.40')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
