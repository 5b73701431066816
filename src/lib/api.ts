import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { MSG } from '../../domain/messages';
import { takeEarlyResponse } from './early-requests';
import { loggedOut } from './session';

interface WithSession {
  session: { token: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so that Request objects also work outside a browser page (tests).
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  // The boot script may already have asked for this (src/boot.ts).
  fetchFn: (input, init) => (input instanceof Request && takeEarlyResponse(input)) || fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as WithSession).session.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A 401 on a member call means the token is gone or revoked: the session ends. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && (api.getState() as WithSession).session.token) {
    api.dispatch(loggedOut());
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Sessao',
    'Fluxo',
    'Cartao',
    'Pin',
    'Produto',
    'Perfil',
    'Endereco',
    'Especialidade',
    'Formacao',
  ],
  endpoints: () => ({}),
});

/** The pt-BR message of a failed call: the server's msg/MSG/erro, else the unknown-error text. */
export function errorMessage(error: unknown): string {
  const data = (error as { data?: Record<string, unknown> } | undefined)?.data;
  const text = data?.msg ?? data?.MSG ?? data?.erro;
  return typeof text === 'string' && text ? text : MSG.unknownError;
}
