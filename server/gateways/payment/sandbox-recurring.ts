import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { failed, succeeded } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { sandboxCharges, sandboxRecurrences } from '../../db/schema';
import { GatewayRefusal, type GatewayStatus, type PaymentGateway } from './payment-gateway';
import type { RecurringGateway } from './payment-gateway-recurring';
import { RECURRENCE_STATUS } from './pix-api-recurring';

const SANDBOX_RECURRENCE_NOT_ACTIVE = 'A autorização de débito automático não está ativa.';

export const SANDBOX_REFUSED_BY_BANK = 'Recusado pelo banco do pagador (sandbox).';

const SANDBOX_CANCELLED = 'Cancelada pelo recebedor.';

const SANDBOX_RECURRENCE_CLOSED = 'A recorrência está encerrada.';

const SANDBOX_RECURRENCE_UNKNOWN = 'Recorrência não encontrada.';

const SANDBOX_NOT_CANCELLABLE = 'A cobrança já foi debitada ou recusada.';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const randomAlphanumeric = (length: number) =>
  [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');

/** An idRec as the standard forms it: RR, the agent (8), the day (yyyyMMdd) and 11 of ours. */
function sandboxRecurrenceId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `RR00000000${day}${randomAlphanumeric(11)}`;
}

/** Pix Automático played on our own database: the sandbox page is the payer's bank. */
export function createSandboxRecurring(
  db: Db,
  createPix: PaymentGateway['createPix'],
  now: () => Date,
): RecurringGateway {
  async function statusOf(id: string) {
    const [row] = await db.select().from(sandboxRecurrences).where(eq(sandboxRecurrences.id, id));
    return row;
  }
  return {
    async start(input) {
      const pix = await createPix(input.firstCharge);
      const recurrenceId = sandboxRecurrenceId(now());
      await db.insert(sandboxRecurrences).values({
        id: recurrenceId,
        firstChargeId: pix.gatewayId,
        description: input.object,
        payerName: input.firstCharge.payer.name,
        limitCentavos: input.limitCentavos,
      });
      return { ...pix, recurrenceId };
    },

    async request(input) {
      const recurrenceId = sandboxRecurrenceId(now());
      const { ispb, agencia, conta } = input.payerAccount;
      await db.insert(sandboxRecurrences).values({
        id: recurrenceId,
        description: input.object,
        payerName: input.payer.name,
        payerAccount: `ISPB ${ispb}, agência ${agencia}, conta ${conta}`,
        limitCentavos: input.limitCentavos,
      });
      return { recurrenceId };
    },

    async status(recurrenceId) {
      const row = await statusOf(recurrenceId);
      return row ? (RECURRENCE_STATUS[row.status] ?? 'pending') : null;
    },

    // As the PSP's PATCH /rec: a recurrence closed already, or unknown, cannot be cancelled.
    async cancel(recurrenceId) {
      const [cancelled] = await db
        .update(sandboxRecurrences)
        .set({ status: 'CANCELADA' })
        .where(
          and(
            eq(sandboxRecurrences.id, recurrenceId),
            inArray(sandboxRecurrences.status, ['CRIADA', 'APROVADA']),
          ),
        )
        .returning({ id: sandboxRecurrences.id });
      if (cancelled) return succeeded(undefined);
      return failed((await statusOf(recurrenceId)) ? SANDBOX_RECURRENCE_CLOSED : SANDBOX_RECURRENCE_UNKNOWN);
    },

    async charge(input) {
      const row = await statusOf(input.recurrenceId);
      if (row?.status !== 'APROVADA') throw new GatewayRefusal(SANDBOX_RECURRENCE_NOT_ACTIVE);
      await db
        .insert(sandboxCharges)
        .values({
          id: input.txid,
          kind: 'cobr',
          amountCentavos: input.amountCentavos,
          description: `${input.description} (${input.recurrenceId}, ${input.dueDate})`,
        })
        .onConflictDoNothing();
      return { gatewayId: input.txid };
    },

    async cancelCharge(txid) {
      const cobr = and(eq(sandboxCharges.id, txid), eq(sandboxCharges.kind, 'cobr'));
      const [cancelled] = await db
        .update(sandboxCharges)
        .set({ status: 'failed', failureMessage: SANDBOX_CANCELLED })
        .where(and(cobr, eq(sandboxCharges.status, 'pending')))
        .returning({ id: sandboxCharges.id });
      if (cancelled) return succeeded(undefined);
      const [charge] = await db.select().from(sandboxCharges).where(cobr);
      // Never received, or cancelled already: nothing left to debit.
      if (!charge || charge.failureMessage === SANDBOX_CANCELLED) return succeeded(undefined);
      return failed(SANDBOX_NOT_CANCELLABLE);
    },

    async chargeState(txid) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.id, txid), eq(sandboxCharges.kind, 'cobr')));
      if (!charge) return null;
      return { status: charge.status as GatewayStatus, reason: charge.failureMessage };
    },
  };
}
