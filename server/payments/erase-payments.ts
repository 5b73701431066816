import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ERASED_NAME } from '../../domain/privacy-request-messages';
import { startOfDay, todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Erasure } from '../db/personal-data-source';
import { cards, cashFlowItems, transactions } from '../db/schema';

const ERASED_REASON = 'Conta excluída a pedido do titular (LGPD art. 18, VI).';

/**
 * Items not yet due are cancelled; overdue ones too, unless staff keep them to collect (LGPD
 * art. 16, II). Paid items stay (CTN art. 173/174) without the buyer's typed name and e-mail.
 */
export const eraseItems: Erasure = {
  keeps:
    'Itens pagos (descrição, valor, datas) por 5 anos; vencidos não pagos quando mantidos para cobrança.',
  async erase(tx, memberId, { now, keepForCollection }) {
    const open = and(
      eq(cashFlowItems.memberId, memberId),
      isNull(cashFlowItems.paidAt),
      isNull(cashFlowItems.cancelledAt),
    );
    await tx
      .update(cashFlowItems)
      .set({ cancelledAt: now, cancelReason: ERASED_REASON })
      .where(
        keepForCollection ? and(open, gte(cashFlowItems.dueAt, startOfDay(todayInSaoPaulo(now)))) : open,
      );
    await tx
      .update(cashFlowItems)
      .set({
        receiptEmail: null,
        payerName: sql`case when ${cashFlowItems.payerName} is null then null else ${ERASED_NAME} end`,
      })
      .where(eq(cashFlowItems.memberId, memberId));
  },
};

/** Saved cards go: the payments that used one keep their amount, method and date, not the card. */
export const eraseCards: Erasure = {
  async erase(tx, memberId) {
    const owned = tx.select({ id: cards.id }).from(cards).where(eq(cards.memberId, memberId));
    await tx.update(transactions).set({ cardId: null }).where(inArray(transactions.cardId, owned));
    await tx.delete(cards).where(eq(cards.memberId, memberId));
  },
};
