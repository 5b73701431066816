import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cards } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf } from '../support/wallet';

let t: TestContext;
let maria: string;
let mariaId: number;
let pedroId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  pedroId = await memberIdOf(t, DEMO.pedro.usuario);
  const db = t.database.db;
  await db.insert(addresses).values([
    {
      memberId: mariaId,
      description: 'Consultório da Maria',
      cep: '01310100',
      street: 'Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    {
      memberId: pedroId,
      description: 'Casa do Pedro',
      cep: '20040002',
      street: 'Rio Branco',
      number: '1',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
  ]);
  await db.insert(cards).values({
    memberId: mariaId,
    gatewayToken: 'tok_segredo_do_psp',
    brand: 'VISA',
    last4: '1111',
    expMonth: 12,
    expYear: 2035,
    holderName: 'MARIA D SILVA',
  });
});
afterAll(() => t.close());

const download = (token: string | null) => get(t, token, '/api/privacidade/meus-dados');

describe('GET /api/privacidade/meus-dados: "Baixar meus dados"', () => {
  it('answers at once a ZIP of dados.json with everything held about her, and nobody else', async () => {
    const res = await download(maria);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="meus-dados-quita.zip"');
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['dados.json']!)) as {
      titular: number;
      dados: Record<string, Record<string, unknown>[]>;
    };
    expect(data.titular).toBe(mariaId);
    expect(data.dados.perfil).toEqual([expect.objectContaining({ id: mariaId, email: expect.any(String) })]);
    expect(data.dados.enderecos).toEqual(
      expect.arrayContaining([expect.objectContaining({ description: 'Consultório da Maria' })]),
    );
    expect(data.dados.itens!.length).toBeGreaterThan(0);
    expect(data.dados.associacoes!.length).toBeGreaterThan(0);
    for (const rows of Object.values(data.dados)) {
      for (const row of rows) {
        if ('memberId' in row) expect(row.memberId).toBe(mariaId);
      }
    }
    const json = strFromU8(files['dados.json']!);
    expect(json).not.toContain('Casa do Pedro');
    expect(json).not.toContain(DEMO.pedro.usuario);
  });

  it('never holds a secret: no password or PIN hash, no card token, no code hash', async () => {
    const res = await download(maria);
    const json = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['dados.json']!);
    for (const secret of [
      'passwordHash',
      'pinHash',
      'gatewayToken',
      'tok_segredo_do_psp',
      'codeHash',
      'p256dh',
    ]) {
      expect(json).not.toContain(secret);
    }
    expect(json).toContain('"last4": "1111"');
  });

  it('is for the signed-in member only and limited to 3 an hour', async () => {
    expect((await download(null)).statusCode).toBe(401);
    const fresh = await createTestApp();
    try {
      const pedro = await fresh.login(DEMO.pedro);
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push((await get(fresh, pedro, '/api/privacidade/meus-dados')).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await fresh.close();
    }
  });
});
