import { and, eq, inArray, isNull } from 'drizzle-orm';
import { NFSE_MSG } from '../../domain/nfse';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import { cashFlowItems, products, transactionItems, transactions } from '../db/schema';
import { serviceInvoices } from '../db/schema-invoices';
import { invoicePisCofinsOf } from '../gestao/invoices/invoice-settings';
import {
  gatewayOfInvoice,
  recordGatewayInvoice,
  recordInvoiceError,
  type InvoiceDeps,
  type InvoiceRow,
} from './invoice-gateway-of';

/**
 * After a payment settles: one service invoice for each item it paid of a product marked "Emitir
 * nota fiscal de serviço". The row is claimed first (unique per item: a second settle, a
 * concurrent one or a rerun adds none), then the gateway is asked. A gateway without invoices
 * (API Pix) leaves it in 'erro' with the reason; an unanswered call leaves it 'agendada' without
 * the gateway's id, for the next tick to send (`sendUnsentInvoices`). The payment never depends on it.
 */
export async function scheduleInvoices(
  deps: InvoiceDeps,
  transactionId: number,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [tx] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!tx || tx.status !== 'succeeded' || !tx.gatewayId) return;
  const shares = await db
    .select({ itemId: transactionItems.itemId, amountCentavos: transactionItems.amountCentavos })
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, tx.id));
  const paid = shares.length > 0 ? shares : [{ itemId: tx.itemId, amountCentavos: tx.amountCentavos }];
  const flagged = await db
    .select({
      itemId: cashFlowItems.id,
      associationId: cashFlowItems.associationId,
      serviceCode: products.nfseServiceCode,
      serviceDescription: products.nfseServiceDescription,
      issBps: products.nfseIssBps,
      nbsCode: products.nfseNbsCode,
      taxSituationCode: products.nfseTaxSituationCode,
      taxClassificationCode: products.nfseTaxClassificationCode,
      operationIndicatorCode: products.nfseOperationIndicatorCode,
    })
    .from(cashFlowItems)
    .innerJoin(products, eq(products.id, cashFlowItems.productId))
    .where(
      and(
        inArray(
          cashFlowItems.id,
          paid.map((p) => p.itemId),
        ),
        eq(products.nfseEnabled, true),
      ),
    );
  if (flagged.length === 0) return;
  const gateway = await gatewayOfInvoice(deps, { transactionId: tx.id });
  for (const item of flagged) {
    if (!item.serviceCode || item.serviceDescription === null || item.issBps === null) continue;
    const [claimed] = await db
      .insert(serviceInvoices)
      .values({
        associationId: item.associationId,
        itemId: item.itemId,
        transactionId: tx.id,
        gateway: gateway.name,
        gatewayAccount: tx.gatewayAccount,
        valueCentavos: paid.find((p) => p.itemId === item.itemId)!.amountCentavos,
        serviceCode: item.serviceCode,
        serviceDescription: item.serviceDescription,
        issBps: item.issBps,
        nbsCode: item.nbsCode,
        taxSituationCode: item.taxSituationCode,
        taxClassificationCode: item.taxClassificationCode,
        operationIndicatorCode: item.operationIndicatorCode,
        ...(gateway.invoices ? {} : { status: 'error' as const, errorReason: NFSE_MSG.noInvoicesAtGateway }),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (claimed && gateway.invoices) await sendInvoice(deps, claimed, tx.gatewayId, now);
  }
}

/** Asks the gateway to schedule one claimed invoice: its answer, or its refusal as 'erro'. */
async function sendInvoice(
  deps: InvoiceDeps,
  invoice: InvoiceRow,
  gatewayId: string,
  now: Date,
  again = false,
) {
  const gateway = await gatewayOfInvoice(deps, invoice);
  if (!gateway.invoices) return recordInvoiceError(deps, invoice.id, NFSE_MSG.noInvoicesAtGateway, now);
  const [item] = await deps.db
    .select({ description: cashFlowItems.description })
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, invoice.itemId));
  try {
    const earlier = again ? await gateway.invoices.findByReference?.(String(invoice.id)) : null;
    if (earlier) return await recordGatewayInvoice(deps, invoice.id, earlier, now);
    const answer = await gateway.invoices.schedule({
      gatewayId,
      reference: String(invoice.id),
      valueCentavos: invoice.valueCentavos,
      serviceCode: invoice.serviceCode,
      serviceDescription: invoice.serviceDescription,
      issBps: invoice.issBps,
      reform: {
        nbsCode: invoice.nbsCode,
        taxSituationCode: invoice.taxSituationCode,
        taxClassificationCode: invoice.taxClassificationCode,
        operationIndicatorCode: invoice.operationIndicatorCode,
      },
      pisCofins: await invoicePisCofinsOf(deps.db, invoice.associationId),
      observations: `${item?.description ?? ''} (pagamento ${gatewayId})`.trim(),
      effectiveDate: todayInSaoPaulo(now),
    });
    if (answer.ok) await recordGatewayInvoice(deps, invoice.id, answer.invoice, now);
    else await recordInvoiceError(deps, invoice.id, answer.message, now);
  } catch (error) {
    // No answer: the invoice stays scheduled without the gateway's id and is sent at the next tick.
    deps.log?.warn({ err: error, invoiceId: invoice.id }, 'service invoice not scheduled at the gateway');
  }
}

/** The invoices claimed but never answered by the gateway (a timeout, a crash): sent again. */
export async function sendUnsentInvoices(deps: InvoiceDeps, now = new Date()): Promise<number> {
  const unsent = await deps.db
    .select({ invoice: serviceInvoices, gatewayId: transactions.gatewayId })
    .from(serviceInvoices)
    .innerJoin(transactions, eq(transactions.id, serviceInvoices.transactionId))
    .where(and(eq(serviceInvoices.status, 'scheduled'), isNull(serviceInvoices.pspInvoiceId)))
    .limit(100);
  for (const { invoice, gatewayId } of unsent)
    if (gatewayId) await sendInvoice(deps, invoice, gatewayId, now, true);
  return unsent.length;
}
