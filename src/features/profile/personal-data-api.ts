import type {
  DadosPessoais,
  ObterDadosPessoaisResponse,
  SalvarDadosPessoaisBody,
} from '../../../domain/contract/profile';
import { isWireDate } from '../../../domain/dates';
import type { Outcome } from '../../../domain/outcome';
import type { ResultMsgResponse } from '../../../domain/contract/wallet';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

/** The member's personal data as the profile screens read it. */
export interface PersonalData {
  name: string;
  presentationName: string | null;
  /** YYYY-MM-DD, or null when none (or none readable) is stored. */
  birthDate: string | null;
  /** '' / null (not informed), 'F' or 'M'. */
  sex: string | null;
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  linkedin: string | null;
  lattes: string | null;
  /** data:<mime>;base64,… or null. */
  photo: string | null;
  email: string | null;
  /** Digits. */
  mobile: string | null;
  /** Digits. */
  cpf: string;
}

/** What a save changes: an absent field keeps the stored value; photo null removes the photo. */
export type PersonalDataChange = Partial<{
  name: string;
  presentationName: string;
  /** As typed, DD/MM/YYYY (YYYY-MM-DD is accepted too): the server judges it. */
  birthDate: string;
  sex: string;
  facebook: string;
  instagram: string;
  x: string;
  linkedin: string;
  lattes: string;
  photo: string | null;
}>;

const personalDataOf = (d: DadosPessoais): PersonalData => ({
  name: d.nome,
  presentationName: d.nomeApresentacao,
  birthDate: d.dataNascimento && isWireDate(d.dataNascimento) ? d.dataNascimento : null,
  sex: d.sexo,
  facebook: d.facebook,
  instagram: d.instagram,
  x: d.x,
  linkedin: d.linkedin,
  lattes: d.lattes,
  photo: d.foto,
  email: d.email,
  mobile: d.celular,
  cpf: d.cpf,
});

/** Undefined fields are left out of the JSON: absent ones keep what is stored. */
const bodyOf = (change: PersonalDataChange): SalvarDadosPessoaisBody => ({
  nome: change.name,
  nomeApresentacao: change.presentationName,
  dataNascimento: change.birthDate,
  sexo: change.sex,
  facebook: change.facebook,
  instagram: change.instagram,
  x: change.x,
  linkedin: change.linkedin,
  lattes: change.lattes,
  foto: change.photo,
});

const MEMBER = { type: 'Member', id: 'ME' } as const;

export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    profilePersonalData: build.query<PersonalData, void>({
      query: () => 'emitente/obterDadosPessoais',
      transformResponse: (response: ObterDadosPessoaisResponse) => personalDataOf(response.DADOS),
      providesTags: [MEMBER],
    }),
    /** The value is the server's confirmation text. */
    profileSavePersonalData: build.mutation<Outcome<string>, PersonalDataChange>({
      query: (change) => ({ url: 'emitente/salvar', method: 'POST', body: bodyOf(change) }),
      transformResponse: (answer: ResultMsgResponse) => legacyOutcome(answer, (a) => a.MSG ?? ''),
      // Every view of the member (Home's top bar shows the photo and name) whatever its id.
      invalidatesTags: (outcome) => (outcome?.ok ? [MEMBER] : []),
    }),
  }),
});

export const { useProfilePersonalDataQuery, useProfileSavePersonalDataMutation } = personalDataApi;
