import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_ITEMS_PER_PAYMENT } from '../../../domain/limits';
import type { OpenItem } from '../../../domain/contract/open-items';
import { formatDisplayDate } from '../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../domain/money';
import { isConnectionError } from '../../components/load-problem';
import { useWalletOpenItemsQuery } from './api';
import { isPaid } from './components/item-row';
import { priceNotes, priceOfItem, priceOfOpenItem } from './price-notes';
import { useLeaveWhenMissing, usePendingItem } from './use-pending-item';
import { WALLET_TEXT } from './wallet-texts';

/** What one payment pays: one item (?id=) or several chosen in "Em aberto" (?ids=). */
export interface PaymentTarget {
  itemIds: number[];
  amountCentavos: number;
  description: string;
  /** DD/MM/YYYY: the item's due date, or the earliest of the chosen ones. */
  dueDate: string;
  /** Why the amount is what it is: the early price's last day, fine and interest, each item of a set. */
  notes: string[];
  paid: boolean;
  /** The association paid: the screen wears its logo and colour. */
  associationId: number;
  associationName: string;
}

const IDS_RE = new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${MAX_ITEMS_PER_PAYMENT - 1}}$`);
const parseIds = (raw: string | null) =>
  raw && IDS_RE.test(raw) ? [...new Set(raw.split(',').map(Number))] : null;

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

function severalOf(items: OpenItem[]): PaymentTarget {
  return {
    itemIds: items.map((item) => item.id),
    amountCentavos: items.reduce((sum, item) => sum + item.amountCentavos, 0),
    description: WALLET_TEXT.severalItemsTitle(items.length),
    dueDate: formatDisplayDate(items.map((item) => item.dueDate).sort()[0]!),
    notes: items.flatMap((item) => [
      `${item.description}: ${brl(item.amountCentavos)}`,
      ...priceNotes(priceOfOpenItem(item)),
    ]),
    paid: false,
    associationId: items[0]!.associationId,
    associationName: items[0]!.associationName,
  };
}

/**
 * The chosen items of "Em aberto", read once: once paid they leave that list, and the screen
 * that paid them must still show what it paid.
 */
function useSeveralItems(ids: number[] | null) {
  const { data, isError, isFetching, error, refetch } = useWalletOpenItemsQuery(ids ? undefined : skipToken);
  const [target, setTarget] = useState<PaymentTarget | null>(null);
  let missing = false;
  if (ids && data && !target) {
    const chosen = data.items.filter((item) => ids.includes(item.id));
    if (chosen.length === ids.length)
      setTarget(severalOf(ids.map((id) => chosen.find((item) => item.id === id)!)));
    else missing = true;
  }
  const offline = isError && isConnectionError(error);
  if (ids && isError && !offline) missing = true;
  const problem = offline && !isFetching ? { error, retry: () => void refetch() } : null;
  return { target, missing, problem };
}

export function usePaymentTarget() {
  const [params] = useSearchParams();
  const ids = parseIds(params.get('ids'));
  const several = useSeveralItems(ids);
  const single = usePendingItem({ skip: ids !== null });
  useLeaveWhenMissing(several.missing);

  if (ids)
    return { id: ids[0]!, single: false, target: several.target ?? undefined, problem: several.problem };
  const item = single.item;
  const target: PaymentTarget | undefined = item && {
    itemIds: [item.id],
    amountCentavos: item.amountCentavos,
    description: item.description,
    dueDate: formatDisplayDate(item.dueAt),
    notes: isPaid(item) ? [] : priceNotes(priceOfItem(item)),
    paid: isPaid(item),
    associationId: item.associationId,
    associationName: item.associationName,
  };
  return { id: single.id, single: true, target, problem: single.problem };
}
