import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import { formatBRL, fromCentavos } from '../../domain/money';
import { startOfDay } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems } from '../db/schema';
import { paymentsOfItems } from '../payments/item-shares';
import { issueDocument, type IssuedDocument } from './issued-documents';
import type { Standing } from './member-standing';

/**
 * What the member paid the association in a calendar year (São Paulo), each paid item once: at its
 * share of the payment that paid it (one payment may pay several items; fine and interest
 * included), less the part of it a refund gave back — an item whose whole share went back is no
 * payment. An item paid with no payment recorded counts what settled it. A cancelled item counts
 * nowhere.
 */
async function paymentsInYear(db: Db, memberId: number, associationId: number, year: number) {
  const items = await db
    .select({
      id: cashFlowItems.id,
      description: cashFlowItems.description,
      paidAt: cashFlowItems.paidAt,
      ownCentavos:
        sql<number>`coalesce(${cashFlowItems.paidCentavos}, ${cashFlowItems.amountCentavos})`.mapWith(Number),
    })
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.associationId, associationId),
        isNull(cashFlowItems.cancelledAt),
        gte(cashFlowItems.paidAt, startOfDay(`${year}-01-01`)),
        lt(cashFlowItems.paidAt, startOfDay(`${year + 1}-01-01`)),
      ),
    )
    .orderBy(asc(cashFlowItems.paidAt), asc(cashFlowItems.id));
  const payments = await paymentsOfItems(
    db,
    items.map((i) => i.id),
  );
  return items.flatMap((item) => {
    const share = shareThatPaid(payments, item.id);
    if (share && share.refundedCentavos >= share.shareCentavos && share.refundedCentavos > 0) return [];
    const amountCentavos = share ? share.shareCentavos - share.refundedCentavos : item.ownCentavos;
    return [{ description: item.description, paidAt: item.paidAt!, amountCentavos }];
  });
}

/** The item's share of the payment that paid it: the one that stands, else the latest refunded. */
function shareThatPaid(payments: Awaited<ReturnType<typeof paymentsOfItems>>, itemId: number) {
  const paying = payments
    .flatMap(({ payment, shares }) =>
      shares.filter((s) => s.itemId === itemId).map((share) => ({ payment, share })),
    )
    .sort(
      (a, b) =>
        Number(b.payment.status === 'succeeded') - Number(a.payment.status === 'succeeded') ||
        b.payment.id - a.payment.id,
    );
  return paying[0]?.share;
}

/** The years the member paid the association anything, newest first. */
export async function yearsWithPayments(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({
      year: sql<number>`extract(year from ${cashFlowItems.paidAt} at time zone 'America/Sao_Paulo')`.mapWith(
        Number,
      ),
    })
    .from(cashFlowItems)
    .where(and(eq(cashFlowItems.memberId, memberId), sql`${cashFlowItems.paidAt} is not null`));
  return rows.map((r) => r.year).sort((a, b) => b - a);
}

/** "Declaração anual de pagamentos": for the member's income-tax return. */
export async function issueDeclaration(
  db: Db,
  standing: Standing,
  year: number,
  now = new Date(),
): Promise<IssuedDocument> {
  const paid = await paymentsInYear(db, standing.memberId, standing.associationId, year);
  const totalCentavos = paid.reduce((sum, p) => sum + p.amountCentavos, 0);
  const total = formatBRL(fromCentavos(totalCentavos));
  return issueDocument(
    db,
    {
      kind: 'declaracao',
      memberId: standing.memberId,
      associationId: standing.associationId,
      payload: {
        title: `${DOCUMENT_MSG.kinds.declaracao} ${year}`,
        association: { name: standing.associationName, cnpj: standing.associationCnpj },
        member: { name: standing.memberName, cpf: standing.memberCpf },
        statement:
          `Declaramos, para fins de comprovação junto à Receita Federal, que ${standing.memberName}, ` +
          `CPF ${formatCpf(standing.memberCpf)}, efetuou os pagamentos abaixo em favor de ${standing.associationName} ` +
          `no ano-calendário de ${year}, no total de ${total}.`,
        fields: [
          { label: 'Ano-calendário', value: String(year) },
          { label: 'Pagamentos', value: String(paid.length) },
          { label: 'Total pago', value: total },
        ],
        items: paid.map((p) => ({
          date: formatDisplayDate(p.paidAt),
          description: p.description,
          amount: formatBRL(fromCentavos(p.amountCentavos)),
        })),
        total,
      },
    },
    now,
  );
}
