import { Readable } from 'node:stream';
import {
  CategoryChanged,
  ChangeCategoryBody,
  AssociationCategoryList,
  MemberDetail,
  MemberFilters,
  MemberList,
  MemberListQuery,
  MemberParams,
  MEMBERS_PAGE_SIZE,
} from '../../../domain/contract/gestao-members';
import { AccessLog } from '../../../domain/contract/privacy-log';
import { changeMemberCategory } from '../../gestao/members/change-member-category';
import { exportMembers } from '../../gestao/members/export-members';
import { findMember } from '../../gestao/members/find-member';
import { listAssociationCategories } from '../../gestao/members/list-association-categories';
import { listMembers } from '../../gestao/members/list-members';
import { answer, ERRORS, sendError } from '../../plugins/errors';
import { associationAccessLog } from '../../privacy/access-log';
import { recordMemberView } from '../../privacy/record-views';
import type { App } from '../../types';

/** Membros: search, a member's page, category change (gestor), CSV export. */
export default async function memberRoutes(app: App) {
  app.get(
    '/members',
    { schema: { querystring: MemberListQuery, response: { 200: MemberList } } },
    async (request) => {
      const list = await listMembers(app.db, request.staff.associationId, request.query);
      return { ...list, page: request.query.page, pageSize: MEMBERS_PAGE_SIZE };
    },
  );

  app.get('/members.csv', { schema: { querystring: MemberFilters } }, async (request, reply) => {
    const lines = await exportMembers(app.db, request.staff, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="membros.csv"')
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines));
  });

  app.get(
    '/members/categories',
    { schema: { response: { 200: AssociationCategoryList } } },
    async (request) => ({
      categories: await listAssociationCategories(app.db, request.staff.associationId),
    }),
  );

  app.get(
    '/members/:memberId',
    { schema: { params: MemberParams, response: { 200: MemberDetail } } },
    async (request, reply) => {
      const member = await findMember(app.db, request.staff.associationId, request.params.memberId);
      if (!member) return sendError(request, reply, 404, ERRORS.notFound);
      await recordMemberView(app.db, request.staff, member.id, 'ficha');
      return member;
    },
  );

  // "Quem acessou": the gestor sees which of the association's own staff opened this member's record.
  app.get(
    '/members/:memberId/accesses',
    { schema: { params: MemberParams, response: { 200: AccessLog } }, config: { staffRoles: ['gestor'] } },
    async (request) => ({
      views: await associationAccessLog(
        app.db,
        request.staff.associationId,
        request.params.memberId,
        new Date(),
      ),
    }),
  );

  app.put(
    '/members/:memberId/category',
    {
      schema: { params: MemberParams, body: ChangeCategoryBody, response: { 200: CategoryChanged } },
      config: { staffRoles: ['gestor'] },
    },
    async (request, reply) => {
      return answer(
        request,
        reply,
        await changeMemberCategory(app.db, request.staff, request.params.memberId, request.body),
      );
    },
  );
}
