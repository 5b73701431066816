import type { AuditPage } from '../../../domain/contract/gestao-audit';
import { gestaoApi } from './api';

const auditApi = gestaoApi.injectEndpoints({
  endpoints: (b) => ({
    auditPage: b.query<AuditPage, number | null>({
      query: (before) => `gestao/audit?limit=30${before === null ? '' : `&before=${before}`}`,
      providesTags: [{ type: 'GestaoAudit', id: 'LIST' }],
    }),
  }),
});

export const { useAuditPageQuery } = auditApi;
