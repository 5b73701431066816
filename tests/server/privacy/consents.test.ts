import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_TEXT, TERMS_VERSION } from '../../../domain/terms-text';
import { WHATSAPP_CONSENT_TEXT } from '../../../domain/whatsapp-consent';
import { staffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, post } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
});
afterAll(() => t.close());

interface Consent {
  kind: string;
  version: string | null;
  text: string;
  givenAt: string;
  revokedAt: string | null;
  phone: string | null;
  revocable: boolean;
}
const consentsOf = async (token: string) => {
  const res = await get(t, token, '/api/privacidade/consentimentos');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { consents: Consent[] }).consents;
};
const whatsapp = (method: 'PUT' | 'DELETE', token: string) =>
  t.app.inject({
    method,
    url: '/api/lembretes/whatsapp',
    headers: t.auth(token),
    ...(method === 'PUT' ? { payload: {} } : {}),
  });

describe('GET /api/privacidade/consentimentos: "Consentimentos"', () => {
  it('lists the terms with the version and words accepted, once, not revocable', async () => {
    expect(await consentsOf(maria)).toEqual([]);
    expect((await post(t, maria, '/api/emitente/aceitarTermos')).statusCode).toBe(200);
    expect((await post(t, maria, '/api/emitente/aceitarTermos')).statusCode).toBe(200);
    expect(await consentsOf(maria)).toEqual([
      {
        kind: 'termos',
        version: TERMS_VERSION,
        text: TERMS_TEXT,
        givenAt: expect.any(String),
        revokedAt: null,
        phone: null,
        revocable: false,
      },
    ]);
    expect(await consentsOf(pedro)).toEqual([]);
  });

  it('lists the WhatsApp opt-in, revocable; revoking is the opt-out, which keeps the record', async () => {
    expect((await whatsapp('PUT', maria)).statusCode).toBe(200);
    const given = (await consentsOf(maria)).find((c) => c.kind === 'whatsapp');
    expect(given).toMatchObject({ text: WHATSAPP_CONSENT_TEXT, phone: '5511987654321', revocable: true });
    expect((await whatsapp('DELETE', maria)).statusCode).toBe(200);
    const revoked = (await consentsOf(maria)).find((c) => c.kind === 'whatsapp');
    expect(revoked).toMatchObject({ revokedAt: expect.any(String), revocable: false });
    expect((await consentsOf(pedro)).map((c) => c.kind)).not.toContain('whatsapp');
    expect((await get(t, null, '/api/privacidade/consentimentos')).statusCode).toBe(401);
  });
});

const pdfText = (pdf: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'resumo-')), 'resumo.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('resumo.pdf in "Baixar meus dados"', () => {
  it('is a readable summary of her, with consents and who opened her record, and nobody else', async () => {
    const tokens = await staffTokens(t);
    const mariaId = await memberIdOf(t, DEMO.maria.usuario);
    const pedroId = await memberIdOf(t, DEMO.pedro.usuario);
    await post(t, maria, '/api/emitente/aceitarTermos');
    await whatsapp('PUT', maria);
    expect((await gestao(t, tokens.gestor, 'GET', `/members/${mariaId}`)).statusCode).toBe(200);
    expect((await gestao(t, tokens.financeiro, 'GET', `/members/${pedroId}`)).statusCode).toBe(200);

    const res = await get(t, maria, '/api/privacidade/meus-dados');
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['dados.json', 'resumo.pdf']));
    const text = pdfText(zip['resumo.pdf']!);
    for (const expected of [
      'Resumo dos seus dados',
      'Maria Demo Silva',
      '529.982.247-25',
      'Associações e categorias',
      'Titular',
      'Pagamentos',
      'Consentimentos',
      'Termos de uso e privacidade',
      'Lembretes pelo WhatsApp',
      'Quem acessou seu cadastro',
      'Gestora Demo (Gestor(a)',
      'Entradas no aplicativo',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Pedro');
    expect(text).not.toContain('Tesoureiro Demo');
  });
});
