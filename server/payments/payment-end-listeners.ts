import type { PaymentGateway } from '../gateways/payment/payment-gateway';
import type { PaymentDeps } from './payment-deps';

/** A pending payment that ended, paid or failed, as its gateway told (webhook or reconciliation). */
export interface EndedPayment {
  id: number;
  gatewayId: string;
  outcome: 'paid' | 'failed';
}

/**
 * What an area does when one of its pending payments ends (a Pix Automático charge ends with its
 * payment). Runs after the status is recorded; it must be safe to run twice for one payment. Each
 * area registers its own in server/payment-areas.ts.
 */
export interface PaymentEndListener {
  name: string;
  run(
    deps: Pick<PaymentDeps, 'db'>,
    gateway: PaymentGateway,
    payment: EndedPayment,
    now: Date,
  ): Promise<void>;
}
