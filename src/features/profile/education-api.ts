import type { Formacao, ObterFormacaoResponse, SalvarFormacaoBody } from '../../../domain/contract/profile';
import type { ResultMsgResponse } from '../../../domain/contract/wallet';
import type { Education } from '../../../domain/education';
import type { Outcome } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { failureOf, legacyOutcome } from '../../lib/api-result';

/** The whole record as it is to be stored: null (or blank) stores the field empty. */
export type EducationChange = { [K in keyof Education]: string | null };

const educationOf = (f: Formacao): Education => ({
  institution: f.INSTITUICAO,
  course: f.CURSO,
  graduationYear: f.ANO_FORMACAO,
  residency: f.RESIDENCIA,
  residencyInstitution: f.INSTITUICAO_RESIDENCIA,
  residencyEndYear: f.ANO_CONCLUSAO_RESIDENCIA,
  postgraduate: f.POS_GRADUACAO,
});

const bodyOf = (e: EducationChange): SalvarFormacaoBody => ({
  INSTITUICAO: e.institution,
  CURSO: e.course,
  ANO_FORMACAO: e.graduationYear,
  RESIDENCIA: e.residency,
  INSTITUICAO_RESIDENCIA: e.residencyInstitution,
  ANO_CONCLUSAO_RESIDENCIA: e.residencyEndYear,
  POS_GRADUACAO: e.postgraduate,
});

const EDUCATION = { type: 'Education', id: 'ME' } as const;

export const educationApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileEducation: build.query<Education, void>({
      query: () => 'emitente/obterFormacao',
      transformResponse: (response: ObterFormacaoResponse) => educationOf(response.FORMACAO),
      transformErrorResponse: failureOf,
      providesTags: [EDUCATION],
    }),
    /** The value is the server's confirmation text. */
    profileSaveEducation: build.mutation<Outcome<string>, EducationChange>({
      query: (change) => ({ url: 'emitente/salvarFormacao', method: 'POST', body: bodyOf(change) }),
      transformResponse: (answer: ResultMsgResponse) => legacyOutcome(answer, (a) => a.MSG),
      transformErrorResponse: failureOf,
      invalidatesTags: (outcome) => (outcome?.ok ? [EDUCATION] : []),
    }),
  }),
});

export const { useProfileEducationQuery, useProfileSaveEducationMutation } = educationApi;
