import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { loadConfig } from '../../../server/config';
import { cashFlowItems } from '../../../server/db/schema';
import { PUBLIC_URL_MSG } from '../../../server/public-url';
import { gestao, STAFF, staffLogin } from '../gestao/support';
import { inbox } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

const PUBLIC_URL = 'https://quita.exemplo.com.br';

/** The environment of a start, with what loadConfig needs besides PUBLIC_URL. */
const env = (over: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'quita-config-')),
  JWT_SECRET: 'x'.repeat(48),
  VAPID_PUBLIC_KEY: 'p',
  VAPID_PRIVATE_KEY: 'k',
  PORT: '3100',
  ...over,
});

describe('PUBLIC_URL: the links of e-mails and PDFs are absolute, never on localhost in production (issue 28 item 17)', () => {
  it('production (SANDBOX=false) does not start without it, nor with a loopback or relative address', () => {
    expect(() => loadConfig(env({ SANDBOX: 'false' }))).toThrow(PUBLIC_URL_MSG.required);
    for (const loopback of [
      'http://localhost:3000',
      'http://127.0.0.1:8080/',
      'https://app.localhost',
      'http://[::1]:3000',
    ]) {
      expect(() => loadConfig(env({ SANDBOX: 'false', PUBLIC_URL: loopback })), loopback).toThrow(
        PUBLIC_URL_MSG.loopback(loopback),
      );
    }
    for (const relative of ['/quita', 'quita.exemplo.com.br', 'ftp://quita.exemplo.com.br']) {
      expect(() => loadConfig(env({ SANDBOX: 'false', PUBLIC_URL: relative })), relative).toThrow(
        PUBLIC_URL_MSG.invalid(relative),
      );
    }
  });

  it('takes the public address as given, without its trailing slash; the sandbox defaults to this machine', () => {
    expect(loadConfig(env({ SANDBOX: 'false', PUBLIC_URL: `${PUBLIC_URL}/` })).publicUrl).toBe(PUBLIC_URL);
    expect(loadConfig(env({ SANDBOX: 'false', PUBLIC_URL: `${PUBLIC_URL}/quita/` })).publicUrl).toBe(
      `${PUBLIC_URL}/quita`,
    );
    expect(loadConfig(env({})).publicUrl).toBe('http://localhost:3100');
  });
});

describe('the receipt of a payment staff register by hand', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('carries the verification link at PUBLIC_URL, not a bare /verificar/…', async () => {
    const mariaId = await memberIdOf(t, DEMO.maria.usuario);
    const [item] = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(and(eq(cashFlowItems.memberId, mariaId), isNull(cashFlowItems.paidAt)))
      .orderBy(cashFlowItems.dueAt)
      .limit(1);
    const gestor = await staffLogin(t, STAFF.gestor);
    const res = await gestao(t, gestor, 'POST', `/charges/items/${item!.id}/manual-payment`, {
      paidOn: todayInSaoPaulo(),
      method: 'dinheiro',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = (await inbox(t, DEMO.maria.usuario)).filter(
      (m) => m.assunto === WALLET_MSG.receiptSubject && m.corpo.includes(item!.description),
    );
    expect(mail?.corpo).toMatch(/https:\/\/quita\.exemplo\.com\.br\/verificar\/[0-9A-Z]{5}-/);
    expect(mail?.corpo).not.toMatch(/(^|\s)\/verificar\//m);
  });
});
