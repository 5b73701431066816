import { educationOf, formacaoOf } from '../../../domain/contract/education-wire';
import type { ObterFormacaoResponse } from '../../../domain/contract/profile';
import type { ResultMsgResponse } from '../../../domain/contract/wallet';
import type { Education } from '../../../domain/education';
import type { Outcome } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

/** The whole record as it is to be stored: null (or blank) stores the field empty. */
export type EducationChange = { [K in keyof Education]: string | null };

const EDUCATION = { type: 'Education', id: 'ME' } as const;

export const educationApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileEducation: build.query<Education, void>({
      query: () => 'emitente/obterFormacao',
      transformResponse: (response: ObterFormacaoResponse) => educationOf(response.FORMACAO),
      providesTags: [EDUCATION],
    }),
    /** The value is the server's confirmation text. */
    profileSaveEducation: build.mutation<Outcome<string>, EducationChange>({
      query: (change) => ({ url: 'emitente/salvarFormacao', method: 'POST', body: formacaoOf(change) }),
      transformResponse: (answer: ResultMsgResponse) => legacyOutcome(answer, (a) => a.MSG),
      invalidatesTags: (outcome) => (outcome?.ok ? [EDUCATION] : []),
    }),
  }),
});

export const { useProfileEducationQuery, useProfileSaveEducationMutation } = educationApi;
