import type {
  CategoryChanged,
  ChangeCategoryBody,
  AssociationCategoryList,
  MemberDetail,
  MemberFilters,
  MemberList,
  MemberListQuery,
} from '../../../domain/contract/gestao-members';
import type { AccessLog } from '../../../domain/contract/privacy-log';
import { gestaoApi } from './api';

/** The filters as a query string, without the empty ones. */
function memberQueryString(filters: MemberFilters & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

const membersApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    members: b.query<MemberList, MemberListQuery>({
      query: (q) => `gestao/members?${memberQueryString(q)}`,
      providesTags: (r) => [
        { type: 'GestaoMember', id: 'LIST' },
        ...(r?.items ?? []).map((m) => ({ type: 'GestaoMember' as const, id: m.id })),
      ],
    }),
    member: b.query<MemberDetail, number>({
      query: (id) => `gestao/members/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'GestaoMember', id }],
    }),
    memberAccesses: b.query<AccessLog, number>({
      query: (id) => `gestao/members/${id}/accesses`,
      providesTags: (_r, _e, id) => [{ type: 'GestaoMember', id }],
    }),
    memberCategories: b.query<AssociationCategoryList, void>({
      query: () => 'gestao/members/categories',
      providesTags: [{ type: 'GestaoCategory', id: 'LIST' }],
    }),
    changeMemberCategory: b.mutation<CategoryChanged, { memberId: number } & ChangeCategoryBody>({
      query: ({ memberId, ...body }) => ({ url: `gestao/members/${memberId}/category`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { memberId }) => [
        { type: 'GestaoMember', id: memberId },
        { type: 'GestaoMember', id: 'LIST' },
        { type: 'GestaoAudit', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useMembersQuery,
  useMemberQuery,
  useMemberAccessesQuery,
  useMemberCategoriesQuery,
  useChangeMemberCategoryMutation,
} = membersApi;

/** The CSV export of the filtered list (fetched with the staff token). */
export const membersCsvUrl = (filters: MemberFilters) => `gestao/members.csv?${memberQueryString(filters)}`;
