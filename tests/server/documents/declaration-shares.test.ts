import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_HEADER } from '../../../domain/contract/documents';
import { cashFlowItems, transactionItems, transactions } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, post } from '../support/wallet';
import { pdfText } from './pdf-text';

let t: TestContext;
let pedro: string;
let pedroId: number;
let hashes = 0;

/** A 2024 item of Pedro's, paid on the day given (noon in São Paulo), by what settle writes. */
async function paidItem(description: string, shareCentavos: number, day: string) {
  const noon = new Date(`${day}T12:00:00-03:00`);
  const due = { memberId: pedroId, associationId: 428, kind: 'due', description, amountCentavos: 6_500 };
  const [row] = await t.database.db
    .insert(cashFlowItems)
    .values({ ...due, dueAt: noon, paidAt: noon, paidCentavos: shareCentavos })
    .returning({ id: cashFlowItems.id });
  return { id: row!.id, shareCentavos };
}

/** One payment of these items: a set's rows when it paid more than one, as "Pagar selecionados" writes. */
async function payment(
  items: { id: number; shareCentavos: number }[],
  over: { method?: string; status?: string; refundedCentavos?: number } = {},
) {
  const amountCentavos = items.reduce((sum, i) => sum + i.shareCentavos, 0);
  const [tx] = await t.database.db
    .insert(transactions)
    .values({
      itemId: items[0]!.id,
      method: over.method ?? 'P',
      status: over.status ?? 'succeeded',
      amountCentavos,
      refundedCentavos: over.refundedCentavos,
      refundedAt: over.status === 'refunded' ? new Date() : null,
      accessHash: `declaration-shares-${(hashes += 1)}`,
      gatewayId: over.method === 'M' ? null : `declaration-shares-gw-${hashes}`,
      manualMethod: over.method === 'M' ? 'dinheiro' : null,
    })
    .returning();
  if (items.length > 1) {
    await t.database.db
      .insert(transactionItems)
      .values(items.map((i) => ({ transactionId: tx!.id, itemId: i.id, amountCentavos: i.shareCentavos })));
  }
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://quita.exemplo.com.br' });
  pedro = await t.login(DEMO.pedro);
  pedroId = await memberIdOf(t, DEMO.pedro.usuario);
  // A PIX of one item.
  await payment([await paidItem('Contribuição 01/2024', 6_500, '2024-01-15')]);
  // One PIX of two items: the annuity with fine and interest, and a due.
  await payment([
    await paidItem('Anuidade 2024', 79_584, '2024-02-20'),
    await paidItem('Contribuição 02/2024', 6_500, '2024-02-20'),
  ]);
  // Baixa manual.
  await payment([await paidItem('Contribuição 03/2024', 6_500, '2024-03-10')], { method: 'M' });
  // Refunded whole, items kept paid ("Reabrir" unticked): a PIX of one item and one of two.
  await payment([await paidItem('Contribuição 04/2024', 6_500, '2024-04-10')], {
    status: 'refunded',
    refundedCentavos: 6_500,
  });
  await payment(
    [
      await paidItem('Contribuição 05/2024', 6_500, '2024-05-10'),
      await paidItem('Contribuição 06/2024', 6_500, '2024-05-10'),
    ],
    { status: 'refunded', refundedCentavos: 13_000 },
  );
  // Partly refunded: R$ 25,01 of a PIX of R$ 70,00 + R$ 30,00 (R$ 17,51 and R$ 7,50 back), and
  // R$ 10,00 of a PIX of one item of R$ 40,00.
  await payment(
    [
      await paidItem('Curso 2024', 7_000, '2024-07-10'),
      await paidItem('Contribuição 07/2024', 3_000, '2024-07-10'),
    ],
    { status: 'refunded', refundedCentavos: 2_501 },
  );
  await payment([await paidItem('Contribuição 08/2024', 4_000, '2024-08-10')], {
    status: 'refunded',
    refundedCentavos: 1_000,
  });
  // Refunded, reopened and then received by staff: the payment that stands counts, once.
  const again = await paidItem('Contribuição 09/2024', 6_500, '2024-09-10');
  await payment([again], { status: 'refunded', refundedCentavos: 6_500 });
  await payment([again], { method: 'M' });
});
afterAll(() => t.close());

const lines = [
  '15/01/2024 Contribuição 01/2024 R$ 65,00',
  '20/02/2024 Anuidade 2024 R$ 795,84',
  '20/02/2024 Contribuição 02/2024 R$ 65,00',
  '10/03/2024 Contribuição 03/2024 R$ 65,00',
  '10/07/2024 Curso 2024 R$ 52,49',
  '10/07/2024 Contribuição 07/2024 R$ 22,50',
  '10/08/2024 Contribuição 08/2024 R$ 30,00',
  '10/09/2024 Contribuição 09/2024 R$ 65,00',
];
const total = 'R$ 1.160,83';

describe('declaração anual de pagamentos: each item once, at its share of the payment', () => {
  it('lists single, multi-item and manual payments, less what refunds gave back, to the centavo', async () => {
    const res = await post(t, pedro, '/api/documentos/declaracoes', { associationId: 428, year: 2024 });
    expect(res.statusCode).toBe(200);
    const pdf = pdfText(res.rawPayload);
    const listed = pdf.slice(pdf.indexOf('15/01/2024'));
    for (const line of lines) expect(listed).toContain(line);
    // Each item once: no line carries the whole payment of two items, nor a refunded item.
    for (const description of ['Anuidade 2024', 'Contribuição 02/2024', 'Curso 2024', 'Contribuição 09/2024'])
      expect(listed.split(description).length - 1).toBe(1);
    expect(pdf).not.toContain('R$ 860,84');
    for (const refunded of ['04/2024', '05/2024', '06/2024'])
      expect(pdf).not.toContain(`Contribuição ${refunded}`);
    expect(pdf).toContain(`Pagamentos: ${lines.length} Total pago: ${total}`);
    expect(pdf).toContain(`no total de ${total}`);

    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/verificar/${encodeURIComponent(res.headers[CODE_HEADER] as string)}`,
    });
    expect(verified.json().details).toEqual(
      expect.arrayContaining([
        { label: 'Pagamentos', value: String(lines.length) },
        { label: 'Total pago', value: total.replace(' ', '\u00a0') },
      ]),
    );
  });
});
