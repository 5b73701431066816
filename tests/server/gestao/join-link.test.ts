import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_POSTER_APP_NOTE, QR_POSTER_CALL } from '../../../domain/contract/gestao-qr';
import { readJoinLink } from '../../../domain/association-link';
import { isAssociationQrText } from '../../../machines/qr-scan.machine';
import { associations } from '../../../server/db/schema';
import {
  readAssociationQr,
  signAssociationQr,
  verifyAssociationQr,
} from '../../../server/associations/association-qr';
import { pdfText } from '../documents/pdf-text';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { gestao } from './support';
import { psiTitularId } from './psi-titular';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { associationQrText } from '../qr/older-json-code';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

const secretOf = async (id: number) =>
  (
    await t.database.db.select({ s: associations.qrSecret }).from(associations).where(eq(associations.id, id))
  )[0]!.s;
const associate = async (token: string, code: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/emitente/associarEmitente',
      headers: t.auth(token),
      payload: { QRCODE: code },
    })
  ).json();

describe('The association QR is a join link', () => {
  it('holds a link (https: PUBLIC_URL) to the association join page, signed, that the app scanner reads too', async () => {
    const res = await gestao(t, tokens.gestor, 'GET', '/qr/2701');
    const { code } = res.json() as { code: string };
    const publicUrl = t.app.config.publicUrl.replace(/\/+$/, '');
    expect(code).toMatch(
      new RegExp(
        `^${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/associese/428\\?categoria=2701&emitido=\\d+&assinatura=[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(code).not.toContain('{');
    expect(readJoinLink(code)).toMatchObject({ emitente: 428, categoria: 2701 });
    expect(isAssociationQrText(code)).toBe(true);
    const read = readAssociationQr(code);
    expect(read.ok && verifyAssociationQr(await secretOf(428), read.value)).toBe(true);
  });

  it('a changed category in the link is refused; an old JSON code still associates', async () => {
    const titular = await psiTitularId(t);
    const { code } = (await gestao(t, tokens.psi, 'GET', `/qr/${titular}`)).json() as { code: string };
    const pedro = await t.login(DEMO.pedro);
    const forged = code.replace(`categoria=${titular}`, 'categoria=2701');
    expect(forged).not.toBe(code);
    expect(await associate(pedro, forged)).toMatchObject({ resultado: false });
    expect(await associate(pedro, 'https://exemplo.com.br/qualquer')).toMatchObject({ resultado: false });

    const old = associationQrText(
      signAssociationQr(await secretOf(1024839), {
        emitente: 1024839,
        categoria: null,
        emitido: Math.floor(Date.now() / 1000),
      }),
    );
    expect(old.startsWith('{"tipo":"associacao"')).toBe(true);
    expect(isAssociationQrText(old)).toBe(true);
    expect(await associate(pedro, old)).toMatchObject({ resultado: true });
  });

  it("the poster says to use the phone's camera, names the app's scanner, and prints the link", async () => {
    const res = await gestao(t, tokens.gestor, 'GET', '/qr/2701/poster.pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(QR_POSTER_CALL);
    expect(QR_POSTER_CALL).toBe('Aponte a câmera do celular para se associar');
    expect(text).toContain(QR_POSTER_APP_NOTE);
    // The printed link may wrap across lines.
    expect(text.replace(/\s/g, '')).toContain('/associese/428?categoria=2701&emitido=');
    expect(text).not.toContain('câmera do app');
  });
});
