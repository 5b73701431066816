import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyerData, PendingPayment } from '../../../domain/buyer-form';

/**
 * The public purchase between the product page and its checkout (SPEC §2): in memory only, so a
 * reload forgets it and the checkout sends the buyer back to the product page.
 */
export interface PurchaseState {
  pending: PendingPayment | null;
  buyer: BuyerData | null;
  /** Paid and dismissed: what was paid, for "Compra concluída" (or Home, when it made the account). */
  completed: PendingPayment | null;
}

const initialState: PurchaseState = { pending: null, buyer: null, completed: null };

export const purchaseSlice = createSlice({
  name: 'purchase',
  initialState,
  reducers: {
    purchaseStarted: (_state, action: PayloadAction<{ pending: PendingPayment; buyer: BuyerData }>) => ({
      ...action.payload,
      completed: null,
    }),
    purchaseCompleted: ({ pending }) => ({ pending: null, buyer: null, completed: pending }),
  },
  selectors: {
    selectPendingPayment: (state) => state.pending,
    selectBuyer: (state) => state.buyer,
    selectPurchaseCompleted: (state) => state.completed,
  },
});

export const { purchaseStarted, purchaseCompleted } = purchaseSlice.actions;
export const { selectPendingPayment, selectBuyer, selectPurchaseCompleted } = purchaseSlice.selectors;

declare module '../../lib/store-hooks' {
  interface AppState {
    purchase: PurchaseState;
  }
}
