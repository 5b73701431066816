import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Failure } from '../../domain/outcome';
import { failureOf } from './api-result';
import { takeEarlyResponse } from './early-requests';
import { loggedOut } from './session';

interface WithSession {
  session: { token: string | null };
  /** The back office's own session, present once its screens have loaded. */
  staffSession?: { token: string | null };
}

/** Calls under /api/gestao carry the staff session's token; every other call the member's. */
const BACK_OFFICE_PREFIX = 'gestao/';
/**
 * The back office's session starts (a login, with its token) and ends (Sair, or a 401 on one of
 * its calls). Declared here, not in the lazily loaded back office, so that the store can drop
 * every cached answer of the previous person on both (src/app/store.ts).
 */
export const staffSessionStarted = createAction<string>('staffSession/started');
export const staffSessionEnded = createAction('staffSession/ended');

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so that Request objects also work outside a browser page (tests).
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  // The boot script may already have asked for this (src/boot.ts).
  fetchFn: (input, init) => (input instanceof Request && takeEarlyResponse(input)) || fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as WithSession).session.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const QUERY_TIMEOUT_MS = 10_000;

/** A 401 means the token is gone or revoked: the session it belongs to ends. */
const sessionQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const state = api.getState() as WithSession;
  if (urlOf(args).startsWith(BACK_OFFICE_PREFIX)) {
    const staffToken = state.staffSession?.token;
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    // An explicit empty header keeps the member's token off the back office's calls.
    const headers = {
      ...(request.headers as object),
      authorization: staffToken ? `Bearer ${staffToken}` : '',
    };
    const result = await rawBaseQuery({ ...request, headers }, api, extra);
    if (result.error?.status === 401 && staffToken) api.dispatch(staffSessionEnded());
    return result;
  }
  // A read that gets no answer in 10 s ends as TIMEOUT_ERROR, so the screen can offer a retry
  // instead of "Carregando..." forever; a payment or other change waits as long as it takes.
  const timed =
    api.type === 'query'
      ? { ...(typeof args === 'string' ? { url: args } : args), timeout: QUERY_TIMEOUT_MS }
      : args;
  const result = await rawBaseQuery(timed, api, extra);
  if (result.error?.status === 401 && state.session.token) {
    api.dispatch(loggedOut());
  }
  return result;
};

/** Every endpoint's error, whatever went wrong, is the one Failure (src/lib/api-result.ts). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, Failure> = async (args, api, extra) => {
  const result = await sessionQuery(args, api, extra);
  return result.error ? { error: failureOf(result.error, result.meta), meta: result.meta } : result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Tags speak the inside vocabulary, each as { type, id }: an item by its id, 'LIST' for the
  // lists, 'TOTAL' for Home's total, 'ME' for what is the member's own, 'EVERY' for each read of a type
  // (a change whose reach the caller cannot name).
  tagTypes: [
    'Member',
    'Item',
    'Card',
    'Association',
    'Terms',
    'Product',
    'Address',
    'Specialty',
    'Education',
    'Pin',
    'Reminder',
  ],
  endpoints: () => ({}),
});

/** The pt-BR message of a failed call: the Failure's (src/lib/api-result.ts), for screens that only show it. */
export const errorMessage = (error: unknown): string => failureOf(error).message;
