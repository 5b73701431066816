import type { StaffRole } from '../../../domain/contract/gestao-session';
import { AuditPage, AuditQuery } from '../../../domain/contract/gestao-audit';
import { listAudit } from '../../gestao/audit/list-audit';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/** Auditoria: the association's log, newest first, a page at a time (keyset on the id). */
export default async function auditRoutes(app: App) {
  app.get(
    '/audit',
    { config: gestorOnly, schema: { querystring: AuditQuery, response: { 200: AuditPage } } },
    async (request) => {
      const { before, limit } = request.query;
      // One more than the page: whether an older page exists, without a count.
      const rows = await listAudit(app.db, request.staff.associationId, {
        beforeId: before,
        limit: limit + 1,
      });
      const entries = rows.slice(0, limit);
      return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
    },
  );
}
