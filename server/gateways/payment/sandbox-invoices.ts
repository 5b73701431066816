import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema';
import { sandboxInvoices } from '../../db/schema-invoices';
import type { GatewayInvoice, InvoiceGateway } from './payment-gateway-invoices';

/** The service code the sandbox's city hall does not know: its invoices end in error (as a test card declines). */
export const SANDBOX_REFUSED_SERVICE_CODE = '99.99';
export const SANDBOX_INVOICE_REFUSAL =
  'Código de serviço municipal inexistente no cadastro da prefeitura (sandbox).';
export const SANDBOX_INVOICE_UNKNOWN_CHARGE = 'Cobrança não encontrada no sandbox.';
export const SANDBOX_INVOICE_NOT_CANCELLABLE =
  'Só uma nota fiscal agendada ou autorizada pode ser cancelada.';

/** Where our server serves a sandbox invoice's PDF (the id is unguessable). */
export const sandboxInvoicePdfPath = (id: string) =>
  `/api/sandbox/notas-fiscais/${encodeURIComponent(id)}.pdf`;

type Row = typeof sandboxInvoices.$inferSelect;

const invoiceOf = (row: Row): GatewayInvoice => ({
  id: row.id,
  status: row.status,
  statusDescription: row.status === 'error' ? (row.statusDescription ?? SANDBOX_INVOICE_REFUSAL) : null,
  pdfUrl: row.status === 'authorized' || row.status === 'cancelled' ? sandboxInvoicePdfPath(row.id) : null,
  number: row.number,
});

/**
 * The sandbox plays the PSP and the city hall on our database (sandbox_invoices): an invoice is
 * scheduled, then authorized (or refused, for SANDBOX_REFUSED_SERVICE_CODE) at the first read of
 * the next tick (the reconciliation), or at once by the sandbox's own action (`settle`).
 */
export function createSandboxInvoices(db: Db, now: () => Date = () => new Date()) {
  async function settle(
    id: string,
    outcome: 'authorized' | 'error',
    reason?: string,
  ): Promise<GatewayInvoice | null> {
    const [row] = await db
      .update(sandboxInvoices)
      .set(
        outcome === 'authorized'
          ? {
              status: 'authorized',
              authorizedAt: now(),
              number: sql`(select coalesce(max(${sandboxInvoices.number}::integer), 0) + 1 from ${sandboxInvoices})::text`,
            }
          : { status: 'error', statusDescription: reason ?? SANDBOX_INVOICE_REFUSAL },
      )
      .where(and(eq(sandboxInvoices.id, id), eq(sandboxInvoices.status, 'scheduled')))
      .returning();
    if (row) return invoiceOf(row);
    const [known] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
    return known ? invoiceOf(known) : null;
  }

  const invoices: InvoiceGateway & { settle: typeof settle } = {
    settle,

    async schedule(input) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, input.gatewayId));
      if (!charge) return { ok: false, message: SANDBOX_INVOICE_UNKNOWN_CHARGE };
      const [row] = await db
        .insert(sandboxInvoices)
        .values({
          id: `sbx_inv_${randomBytes(12).toString('hex')}`,
          chargeId: input.gatewayId,
          valueCentavos: input.valueCentavos,
          serviceCode: input.serviceCode,
          serviceDescription: input.serviceDescription,
          issBps: input.issBps,
        })
        .returning();
      return { ok: true, invoice: invoiceOf(row!) };
    },

    async read(id) {
      const [row] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
      if (!row) return null;
      if (row.status !== 'scheduled') return invoiceOf(row);
      return settle(id, row.serviceCode === SANDBOX_REFUSED_SERVICE_CODE ? 'error' : 'authorized');
    },

    async cancel(id) {
      const [row] = await db
        .update(sandboxInvoices)
        .set({ status: 'cancelled' })
        .where(and(eq(sandboxInvoices.id, id), sql`${sandboxInvoices.status} in ('scheduled', 'authorized')`))
        .returning();
      if (row) return { ok: true, invoice: invoiceOf(row) };
      const [known] = await db.select().from(sandboxInvoices).where(eq(sandboxInvoices.id, id));
      return known?.status === 'cancelled'
        ? { ok: true, invoice: invoiceOf(known) }
        : { ok: false, message: SANDBOX_INVOICE_NOT_CANCELLABLE };
    },
  };
  return invoices;
}

export type SandboxInvoices = ReturnType<typeof createSandboxInvoices>;
