import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYER_ALLOW_LIST, serverLayerOf } from '../../eslint.config.js';

const eslint = new ESLint();
const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId);
};
const RULE = 'quita/server-layers';

describe('server layers look down only (ESLint quita/server-layers)', () => {
  it.each([
    [
      'the core importing an area',
      'server/payments/x.ts',
      "import { issueTickets } from '../congress/issue-tickets';",
    ],
    [
      'a type-only import upward',
      'server/payments/x.ts',
      "import type { InvoiceDeps } from '../invoices/invoice-gateway-of';",
    ],
    [
      'an adapter importing the core',
      'server/messaging/x.ts',
      "import { findAssociationBrand } from '../associations/association-brand';",
    ],
    ['an area importing the HTTP edge', 'server/congress/x.ts', "import type { App } from '../types';"],
    ['the database importing an adapter', 'server/db/x.ts', "import type { Config } from '../config';"],
    [
      'a re-export from above',
      'server/dues/x.ts',
      "export { settle } from '../gestao/charges/register-manual-payment';",
    ],
    [
      'a dynamic import from above',
      'server/payments/x.ts',
      "export const later = () => import('../documents/receipt-document');",
    ],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await lint(filePath, `${code}\n`)).toContain(RULE);
  });

  it.each([
    [
      'an area importing the core',
      'server/congress/x.ts',
      "import type { SettledHandler } from '../payments/settled-effects';",
    ],
    [
      'the edge importing an area',
      'server/routes/x.ts',
      "import { issueTickets } from '../congress/issue-tickets';",
    ],
    [
      'an area importing another area',
      'server/gestao/events/x.ts',
      "import { emailTickets } from '../../congress/ticket-email';",
    ],
    [
      'the core importing an adapter',
      'server/payments/x.ts',
      "import type { Outbox } from '../messaging/outbox';",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await lint(filePath, `${code}\nexport const x = 1;\n`)).not.toContain(RULE);
  });

  it('places the folders as docs/architecture.md draws them', () => {
    const layer = (file: string) => serverLayerOf(file);
    expect(layer('server/routes/fluxo/x.ts')).toBe(0);
    expect(layer('server/payment-settled-handlers.ts')).toBe(0);
    expect(layer('server/db/seed.ts')).toBe(0);
    expect(layer('server/congress/seats.ts')).toBe(1);
    expect(layer('server/payments/settle.ts')).toBe(2);
    expect(layer('server/gateways/payment/boleto.ts')).toBe(3);
    expect(layer('server/db/schema.ts')).toBe(4);
    expect(layer('src/app/x.ts')).toBeUndefined();
  });

  it('allows no upward import any more: the allow-list is empty and stays so', () => {
    expect(LAYER_ALLOW_LIST).toEqual([]);
  });
});
