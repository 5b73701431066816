import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyerData, PendingPayment } from '../../../machines/purchase-form';

/**
 * The public purchase between the product page and its checkout (SPEC §2): in memory only, so a
 * reload forgets it and the checkout sends the buyer back to the product page.
 */
export interface PurchaseState {
  pending: PendingPayment | null;
  buyer: BuyerData | null;
  /** Paid and dismissed: the checkout goes home instead of back to the product. */
  completed: boolean;
}

const initialState: PurchaseState = { pending: null, buyer: null, completed: false };

export const purchaseSlice = createSlice({
  name: 'purchase',
  initialState,
  reducers: {
    purchaseStarted: (_state, action: PayloadAction<{ pending: PendingPayment; buyer: BuyerData }>) => ({
      ...action.payload,
      completed: false,
    }),
    purchaseCompleted: () => ({ pending: null, buyer: null, completed: true }),
  },
  selectors: {
    selectPendingPayment: (state) => state.pending,
    selectBuyer: (state) => state.buyer,
    selectPurchaseCompleted: (state) => state.completed,
  },
});

export const { purchaseStarted, purchaseCompleted } = purchaseSlice.actions;
export const { selectPendingPayment, selectBuyer, selectPurchaseCompleted } = purchaseSlice.selectors;
