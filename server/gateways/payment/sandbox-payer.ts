import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema';

export type SimulatedPayment =
  { ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'not_payable'; message: string };

const SANDBOX_PIX_EXPIRED = 'Este PIX expirou e não pode mais ser pago.';

const SANDBOX_NOT_PAYABLE = 'Esta cobrança não pode mais ser paga.';

/**
 * The payer's side of the sandbox: pays a pending PIX or boleto, as a bank would. A PIX pays a
 * boleto too: the one its slip prints (boleto híbrido).
 */
export async function paySandboxCharge(
  db: Db,
  gatewayId: string,
  kind: 'pix' | 'boleto',
  now = new Date(),
): Promise<SimulatedPayment> {
  const where = and(
    eq(sandboxCharges.id, gatewayId),
    kind === 'pix' ? inArray(sandboxCharges.kind, ['pix', 'boleto']) : eq(sandboxCharges.kind, 'boleto'),
  );
  const paid = await db
    .update(sandboxCharges)
    .set({ status: 'succeeded', paidAt: now })
    .where(
      and(
        where,
        eq(sandboxCharges.status, 'pending'),
        or(isNull(sandboxCharges.expiresAt), gt(sandboxCharges.expiresAt, now)),
      ),
    )
    .returning({ id: sandboxCharges.id });
  if (paid.length > 0) return { ok: true };

  const [charge] = await db.select().from(sandboxCharges).where(where);
  if (!charge) return { ok: false, reason: 'not_found' };
  if (charge.status === 'succeeded') return { ok: true };
  if (charge.status === 'pending') {
    await db
      .update(sandboxCharges)
      .set({ status: 'expired' })
      .where(and(where, eq(sandboxCharges.status, 'pending')));
  }
  const expired = charge.status === 'pending' || charge.status === 'expired';
  return { ok: false, reason: 'not_payable', message: expired ? SANDBOX_PIX_EXPIRED : SANDBOX_NOT_PAYABLE };
}
