import type {
  Endereco,
  EnderecoIdBody,
  ListarEnderecosResponse,
  ObterEnderecoResponse,
  SalvarEnderecoBody,
  SalvarEnderecoResponse,
} from '../../../domain/contract/profile';
import { postalAddressOf } from '../../../domain/contract/postal-address';
import type { ResultMsgResponse } from '../../../domain/contract/wallet';
import type { Outcome } from '../../../domain/outcome';
import type { PostalAddress } from '../../../domain/postal-address';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

/** One of the member's addresses. */
export interface Address extends PostalAddress {
  id: number;
  description: string | null;
  /** The main address: exactly one while the member has any. */
  main: boolean;
}

/** A new address (id null) or the new values of one of the member's. */
export interface AddressChange {
  id: number | null;
  description: string;
  /** Masked or not. */
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
  main: boolean;
}

const addressOf = (a: Endereco): Address => ({
  id: a.ID_EMITENTE_ENDERECO,
  description: a.DESCRICAO,
  ...postalAddressOf(a),
  main: a.PRINCIPAL === 1,
});

const bodyOf = (change: AddressChange): SalvarEnderecoBody => ({
  ...(change.id !== null ? { ID_EMITENTE_ENDERECO: change.id } : {}),
  DESCRICAO: change.description,
  CEP: change.cep,
  LOGRADOURO: change.street,
  NUMERO: change.number,
  COMPLEMENTO: change.complement,
  BAIRRO: change.district,
  CIDADE: change.city,
  ESTADO: change.state,
  PRINCIPAL: change.main,
});

const idBody = (id: number): EnderecoIdBody => ({ ID_EMITENTE_ENDERECO: id });
const LIST = { type: 'Address', id: 'LIST' } as const;
/** Every address read, the list and each one: a change of the main address touches them all. */
const EVERY = { type: 'Address', id: 'EVERY' } as const;

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileAddresses: build.query<Address[], void>({
      query: () => 'emitente/listarEnderecos',
      transformResponse: (response: ListarEnderecosResponse) => response.map(addressOf),
      providesTags: (addresses = []) => [
        ...addresses.map(({ id }) => ({ type: 'Address' as const, id })),
        LIST,
        EVERY,
      ],
    }),
    profileAddress: build.query<Address, number>({
      query: (id) => ({ url: 'emitente/obterEndereco', method: 'POST', body: idBody(id) }),
      transformResponse: (response: ObterEnderecoResponse) => addressOf(response.ENDERECO),
      providesTags: (_address, _error, id) => [{ type: 'Address', id }, EVERY],
    }),
    /** The value is the server's confirmation text. */
    profileSaveAddress: build.mutation<Outcome<string>, AddressChange>({
      query: (change) => ({ url: 'emitente/salvarEndereco', method: 'POST', body: bodyOf(change) }),
      transformResponse: (answer: SalvarEnderecoResponse) => legacyOutcome(answer, (a) => a.MSG),
      // A new main address takes the mark from the old one: then every address changed.
      invalidatesTags: (outcome, _error, change) =>
        !outcome?.ok
          ? []
          : change.main
            ? [EVERY]
            : change.id === null
              ? [LIST]
              : [{ type: 'Address', id: change.id }, LIST],
    }),
    /** Deleting the main address makes another one main: every address may change. */
    profileDeleteAddress: build.mutation<Outcome<string>, number>({
      query: (id) => ({ url: 'emitente/excluirEndereco', method: 'POST', body: idBody(id) }),
      transformResponse: (answer: ResultMsgResponse) => legacyOutcome(answer, (a) => a.MSG),
      invalidatesTags: (outcome) => (outcome?.ok ? [EVERY] : []),
    }),
  }),
});

export const {
  useProfileAddressesQuery,
  useProfileAddressQuery,
  useProfileSaveAddressMutation,
  useProfileDeleteAddressMutation,
} = addressesApi;
