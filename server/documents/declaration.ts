import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import { formatBRL, fromCentavos } from '../../domain/money';
import { startOfDay } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { cashFlowItems, transactions } from '../db/schema';
import { issueDocument, type IssuedDocument } from './issued-documents';
import type { Standing } from './member-standing';

/**
 * What the member paid the issuer in a calendar year (São Paulo): each paid item at the amount
 * the payment charged (fine and interest included), or its own amount when it was paid outside
 * the app. A refunded payment is no payment, and a cancelled item counts nowhere.
 */
export async function paymentsInYear(db: Db, memberId: number, issuerId: number, year: number) {
  const refunded = sql`exists (select 1 from ${transactions} r
    where r.item_id = ${cashFlowItems.id} and r.status = 'refunded')`;
  const rows = await db
    .select({
      description: cashFlowItems.description,
      paidAt: cashFlowItems.paidAt,
      amountCentavos:
        sql<number>`coalesce(${transactions.amountCentavos}, ${cashFlowItems.amountCentavos})`.mapWith(
          Number,
        ),
    })
    .from(cashFlowItems)
    .leftJoin(
      transactions,
      and(eq(transactions.itemId, cashFlowItems.id), eq(transactions.status, 'succeeded')),
    )
    .where(
      and(
        eq(cashFlowItems.memberId, memberId),
        eq(cashFlowItems.issuerId, issuerId),
        isNull(cashFlowItems.cancelledAt),
        gte(cashFlowItems.paidAt, startOfDay(`${year}-01-01`)),
        lt(cashFlowItems.paidAt, startOfDay(`${year + 1}-01-01`)),
        or(sql`${transactions.id} is not null`, sql`not ${refunded}`),
      ),
    )
    .orderBy(asc(cashFlowItems.paidAt), asc(cashFlowItems.id));
  return rows.map((r) => ({ ...r, paidAt: r.paidAt! }));
}

/** The years the member paid the issuer anything, newest first. */
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
  const paid = await paymentsInYear(db, standing.memberId, standing.issuerId, year);
  const totalCentavos = paid.reduce((sum, p) => sum + p.amountCentavos, 0);
  const total = formatBRL(fromCentavos(totalCentavos));
  return issueDocument(
    db,
    {
      kind: 'declaracao',
      memberId: standing.memberId,
      issuerId: standing.issuerId,
      payload: {
        title: `${DOCUMENT_MSG.kinds.declaracao} ${year}`,
        issuer: { name: standing.issuerName, cnpj: standing.issuerCnpj },
        member: { name: standing.memberName, cpf: standing.memberCpf },
        statement:
          `Declaramos, para fins de comprovação junto à Receita Federal, que ${standing.memberName}, ` +
          `CPF ${formatCpf(standing.memberCpf)}, efetuou os pagamentos abaixo em favor de ${standing.issuerName} ` +
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
