import { alwaysOfferedMethodIds, type PaymentMethodId } from '../../../domain/payment-methods';
import { usePixAutomaticoOfferQuery } from '../../lib/pix-automatico-api';

/**
 * The methods this checkout lists: every checkout's, plus Pix Automático when the item is the
 * member's single due or annuity the server would take it for (a buyer's checkout has no item id).
 */
export function useOfferedMethods(itemId: number | undefined): readonly PaymentMethodId[] {
  const { data } = usePixAutomaticoOfferQuery(itemId ?? 0, {
    skip: itemId === undefined,
    refetchOnMountOrArgChange: true,
  });
  return data?.offered ? [...alwaysOfferedMethodIds, 'pixAutomatico'] : alwaysOfferedMethodIds;
}
