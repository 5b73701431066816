import type {
  EmitenteEspecialidade,
  EspecialidadeIdBody,
  EspecialidadeML,
  ListarEspecialidadesMLResponse,
  ListarEspecialidadesResponse,
  ObterEspecialidadeResponse,
  SalvarEspecialidadeResponse,
} from '../../../domain/contract/profile';
import type { ResultMsgResponse } from '../../../domain/contract/wallet';
import type { Outcome } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

/** One of the member's specialties. */
export interface Specialty {
  id: number;
  /** A catalogue entry's name, e.g. 'OFTALMOLOGIA'. */
  name: string;
  rqe: string | null;
}

export type SpecialtyArea = 'medicine' | 'psychology';

/** An entry of the catalogue the member picks from. */
export interface CatalogueSpecialty {
  name: string;
  area: SpecialtyArea;
}

/** A new specialty (id null) or the new values of one of the member's. */
export interface SpecialtyChange {
  id: number | null;
  name: string;
  /** Digits, or null for none. */
  rqe: string | null;
}

const AREA_OF_WIRE: Readonly<Record<EspecialidadeML['AREA'], SpecialtyArea>> = {
  MEDICINA: 'medicine',
  PSICOLOGIA: 'psychology',
};

const specialtyOf = (s: EmitenteEspecialidade): Specialty => ({
  id: s.ID_EMITENTE_ESPECIALIDADE,
  name: s.ESPECIALIDADE,
  rqe: s.RQE,
});

const idBody = (id: number): EspecialidadeIdBody => ({ ID_EMITENTE_ESPECIALIDADE: id });
const LIST = { type: 'Specialty', id: 'LIST' } as const;

export const specialtiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileSpecialties: build.query<Specialty[], void>({
      query: () => 'emitente/listarEmitenteEspecialidade',
      transformResponse: (response: ListarEspecialidadesResponse) => response.map(specialtyOf),
      providesTags: (specialties = []) => [
        ...specialties.map(({ id }) => ({ type: 'Specialty' as const, id })),
        LIST,
      ],
    }),
    profileSpecialtyCatalogue: build.query<CatalogueSpecialty[], void>({
      query: () => 'emitente/listarEmitenteEspecialidadeML',
      transformResponse: (response: ListarEspecialidadesMLResponse) =>
        response.map((entry) => ({ name: entry.ESPECIALIDADE, area: AREA_OF_WIRE[entry.AREA] })),
    }),
    profileSpecialty: build.query<Specialty, number>({
      query: (id) => ({ url: 'emitente/obterEmitenteEspecialidade', method: 'POST', body: idBody(id) }),
      transformResponse: (response: ObterEspecialidadeResponse) =>
        specialtyOf(response.EMITENTE_ESPECIALIDADE),
      providesTags: (_specialty, _error, id) => [{ type: 'Specialty', id }],
    }),
    /** The value is the server's confirmation text. */
    profileSaveSpecialty: build.mutation<Outcome<string>, SpecialtyChange>({
      query: (change) => ({
        url: 'emitente/salvarEmitenteEspecialidade',
        method: 'POST',
        body: {
          ...(change.id !== null ? idBody(change.id) : {}),
          ESPECIALIDADE: change.name,
          RQE: change.rqe,
        },
      }),
      transformResponse: (answer: SalvarEspecialidadeResponse) => legacyOutcome(answer, (a) => a.MSG),
      invalidatesTags: (outcome, _error, change) =>
        !outcome?.ok ? [] : change.id === null ? [LIST] : [{ type: 'Specialty', id: change.id }, LIST],
    }),
    profileDeleteSpecialty: build.mutation<Outcome<string>, number>({
      query: (id) => ({ url: 'emitente/excluirEspecialidade', method: 'POST', body: idBody(id) }),
      transformResponse: (answer: ResultMsgResponse) => legacyOutcome(answer, (a) => a.MSG),
      invalidatesTags: (outcome, _error, id) => (outcome?.ok ? [{ type: 'Specialty', id }, LIST] : []),
    }),
  }),
});

export const {
  useProfileSpecialtiesQuery,
  useProfileSpecialtyCatalogueQuery,
  useProfileSpecialtyQuery,
  useProfileSaveSpecialtyMutation,
  useProfileDeleteSpecialtyMutation,
} = specialtiesApi;
