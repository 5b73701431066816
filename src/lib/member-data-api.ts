import type { PendenciaTotalResponse } from '../../domain/contract/fluxo';
import type { CepResult } from '../../domain/contract/registration';
import type { AssociacaoEmitente, Cartao } from '../../domain/contract/wallet';
import type { CepAddress } from '../../domain/cep-address';
import { toCentavos } from '../../domain/money';
import { api } from './api';

/** A card the member saved: only its last 4 digits are ever known to the app. */
export interface SavedCard {
  id: number;
  /** "Visa" | "MasterCard" | "Amex" | "Elo" | "Outra". */
  brand: string;
  last4: string;
  isMain: boolean;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

/** One of the member's memberships: A active, P awaiting approval, R registrant, N refused. */
export interface MemberAssociation {
  associationId: number;
  associationName: string;
  categoryId: number;
  category: string;
  status: string;
  /** Why the association refused the request (status N only). */
  refusalReason: string | null;
}

const savedCardOf = (card: Cartao): SavedCard => ({
  id: card.ID_ZOOP_EMITENTE_CARTAO,
  brand: card.BANDEIRA,
  last4: card.NUMERO_CARTAO,
  isMain: card.PRINCIPAL === 1,
  expiryMonth: card.MES_EXPIRACAO,
  expiryYear: card.ANO_EXPIRACAO,
  holderName: card.NOME_CARTAO,
});

const associationOf = (a: AssociacaoEmitente): MemberAssociation => ({
  associationId: a.ID_EMITENTE_ML,
  associationName: a.DESCRICAO,
  categoryId: a.ID_EMITENTE_CATEGORIA,
  category: a.CATEGORIA,
  status: a.SITUACAO,
  refusalReason: a.MOTIVO_RECUSA ?? null,
});

const cepAddressOf = (r: CepResult): CepAddress => ({
  street: r.logradouro,
  complement: r.complemento,
  neighbourhood: r.bairro,
  city: r.localidade,
  state: r.uf,
});

/**
 * Data several features read, declared once so that it is one cache: Home's and the profile's
 * pending total, the saved cards, the member's associations, and the CEP lookup of every
 * address form.
 */
export const memberDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the member owes over the next 360 days, in centavos. */
    pendingTotal: build.query<number, void>({
      query: () => 'fluxo/pendenciaTotal360dias',
      transformResponse: (response: PendenciaTotalResponse) => toCentavos(response.TOTAL),
      providesTags: [{ type: 'Item', id: 'TOTAL' }],
    }),
    savedCards: build.query<SavedCard[], void>({
      query: () => 'emitente/listarCartoes',
      transformResponse: (response: Cartao[]) => response.map(savedCardOf),
      providesTags: (cards = []) => [
        { type: 'Card', id: 'LIST' },
        ...cards.map((card) => ({ type: 'Card' as const, id: card.id })),
      ],
    }),
    memberAssociations: build.query<MemberAssociation[], void>({
      query: () => 'emitente/listarAssociacoesEmitente',
      transformResponse: (response: AssociacaoEmitente[]) => response.map(associationOf),
      providesTags: [{ type: 'Association', id: 'LIST' }],
    }),
    /** Takes the CEP's 8 digits. */
    cepAddress: build.query<CepAddress, string>({
      query: (cep) => `cep/${cep}`,
      transformResponse: cepAddressOf,
    }),
  }),
});

export const {
  usePendingTotalQuery,
  useSavedCardsQuery,
  useMemberAssociationsQuery,
  useLazyCepAddressQuery,
} = memberDataApi;
