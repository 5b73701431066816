import { expect, it } from 'vitest';
import { PAYMENT_MSG } from '../../domain/contract/gestao-payments';

it('staff read "operadora de pagamento", never the jargon "gateway"', () => {
  for (const text of Object.values(PAYMENT_MSG)) expect(text).not.toMatch(/gateway/i);
  expect(PAYMENT_MSG.refundRefused).toBe(
    'A operadora de pagamento recusou o estorno. Tente novamente mais tarde.',
  );
});
