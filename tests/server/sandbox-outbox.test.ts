import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 22; i++) {
    await t.app.outbox.send({
      channel: 'email',
      recipient: 'caixa@exemplo.com.br',
      subject: `Assunto ${i}`,
      body: `Corpo ${i}`,
    });
  }
  await t.app.outbox.send({
    channel: 'sms',
    recipient: '11987654321',
    subject: 'SMS',
    body: 'Seu código é 123456.',
  });
  await t.app.outbox.send({
    channel: 'email',
    recipient: 'outra@exemplo.com.br',
    subject: 'Outra',
    body: 'x',
  });
});
afterAll(() => t.close());

const mensagens = (para: string) =>
  t.app.inject({ method: 'GET', url: '/api/sandbox/mensagens', query: { para } });

describe('GET /api/sandbox/mensagens', () => {
  it("gives a recipient's newest 20 messages, newest first", async () => {
    const res = await mensagens('Caixa@Exemplo.com.br');
    expect(res.statusCode).toBe(200);
    const list = res.json().mensagens;
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      canal: 'email',
      para: 'caixa@exemplo.com.br',
      assunto: 'Assunto 22',
      corpo: 'Corpo 22',
      criadaEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      anexo: null,
    });
    expect(list.at(-1).assunto).toBe('Assunto 3');
  });

  it('finds an SMS by the mobile, masked or as digits', async () => {
    for (const para of ['(11) 98765-4321', '11987654321']) {
      const list = (await mensagens(para)).json().mensagens;
      expect(list, para).toHaveLength(1);
      expect(list[0]).toMatchObject({ canal: 'sms', para: '11987654321', corpo: 'Seu código é 123456.' });
    }
  });

  it('gives an empty list for a recipient with no messages', async () => {
    expect((await mensagens('ninguem@exemplo.com.br')).json()).toEqual({ mensagens: [] });
  });

  it('refuses a missing or meaningless recipient with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/mensagens' })).statusCode).toBe(400);
    expect((await mensagens('---')).statusCode).toBe(400);
  });
});

describe('the sandbox outbox exists only in the sandbox', () => {
  it('is not served outside the sandbox, nor when e-mail really goes out', async () => {
    for (const config of [{ sandbox: false }, { sandbox: true, smtpUrl: 'smtp://127.0.0.1:1' }]) {
      const other = await createTestApp(config);
      try {
        const res = await other.app.inject({
          method: 'GET',
          url: '/api/sandbox/mensagens',
          query: { para: 'a@b.c' },
        });
        expect(res.statusCode, JSON.stringify(config)).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
