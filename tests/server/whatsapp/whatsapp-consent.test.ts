import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHATSAPP_CONSENT_TEXT, WHATSAPP_TEXTS } from '../../../domain/whatsapp-consent';
import { whatsappConsents } from '../../../server/db/schema-whatsapp';
import { eq } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

let t: TestContext;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', payload?: object, token: string | null = maria) =>
  t.app.inject({
    method,
    url: '/api/lembretes/whatsapp',
    headers: token ? t.auth(token) : {},
    ...(payload ? { payload } : {}),
  });

describe('Perfil › Lembretes › WhatsApp', () => {
  it('needs a session', async () => {
    expect((await call('GET', undefined, null)).statusCode).toBe(401);
  });

  it('offers the mobile by default; on records when, the exact text and the session; off in one call', async () => {
    const off = (await call('GET')).json();
    expect(off).toEqual({
      on: false,
      phone: '5511987654321',
      grantedAt: null,
      consentText: WHATSAPP_CONSENT_TEXT,
    });
    expect((await call('PUT', { phone: '123' })).json().message).toBe(WHATSAPP_TEXTS.numberInvalid);
    const on = await call('PUT', {});
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ on: true, phone: '5511987654321', consentText: WHATSAPP_CONSENT_TEXT });
    const id = await memberIdOf(t, DEMO.maria.usuario);
    const [row] = await t.database.db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.memberId, id));
    expect(row!.sessionId).toMatch(/\S/);
    expect(row!.consentText).toBe(WHATSAPP_CONSENT_TEXT);

    // Another number: the old consent ends, a new one starts.
    expect((await call('PUT', { phone: '(21) 99876-5432' })).json().phone).toBe('5521998765432');
    const gone = await call('DELETE');
    expect(gone.json()).toMatchObject({ on: false });
    const rows = await t.database.db.select().from(whatsappConsents).where(eq(whatsappConsents.memberId, id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt && r.revokedBy === 'perfil')).toBe(true);
  });
});
