import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from './session';

/**
 * The store's state as the layers under app/ read it: lib's session, plus the slice of each feature
 * that has one, declared into this interface by the feature itself (purchase-slice.ts) — lib and
 * features never import app/, where the store is built (store.ts checks that it fits).
 */
export interface AppState {
  session: SessionState;
}

export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
