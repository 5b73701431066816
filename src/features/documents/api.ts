import type {
  CertificateRequest,
  DeclarationRequest,
  DocumentsOverview,
  EventCertificates,
  MemberCards,
  UpdatePoints,
  Verification,
} from '../../../domain/contract/documents';
import { CODE_HEADER } from '../../../domain/contract/documents';
import type { Failure } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { failureOf } from '../../lib/api-result';
import { fileOrError, type DownloadedFile } from '../../lib/downloaded-file';

/** Why a document was not made; for a certidão, the overdue items. */
export type DocumentRefusal = Failure & { overdue: string[] };

const pdfOrError = fileOrError('documento.pdf', CODE_HEADER);

/** A refused document lists the overdue items behind the refusal (the server's `overdue`). */
/** A refused document's Failure (the base query keeps our shape's `overdue`), its list always a list. */
export function refusalOf(error: unknown): DocumentRefusal {
  const failure = failureOf(error) as Failure & { overdue?: unknown };
  const overdue = Array.isArray(failure.overdue) ? failure.overdue.filter((o) => typeof o === 'string') : [];
  return { ...failure, overdue };
}

/** /api/documentos and /api/verificar (our own vocabulary: camelCase, { ok: false, message }). */
export const documentsApi = api.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  endpoints: (b) => ({
    documentsOverview: b.query<DocumentsOverview, void>({
      query: () => 'documentos',
    }),
    memberCards: b.query<MemberCards, void>({
      query: () => 'documentos/carteirinha',
      keepUnusedDataFor: 0,
    }),
    receiptPdf: b.query<DownloadedFile, string>({
      query: (gatewayId) => ({
        url: `documentos/recibos/${encodeURIComponent(gatewayId)}`,
        responseHandler: pdfOrError,
      }),
    }),
    eventCertificates: b.query<EventCertificates, void>({
      query: () => 'documentos/certificados',
    }),
    updatePoints: b.query<UpdatePoints, void>({
      query: () => 'documentos/pontos',
      // Declared activities count once accepted: reloaded with their list.
      providesTags: [{ type: 'Activity', id: 'LIST' }],
    }),
    eventCertificatePdf: b.query<DownloadedFile, string>({
      query: (code) => ({
        url: `documentos/certificados/${encodeURIComponent(code)}`,
        responseHandler: pdfOrError,
      }),
    }),
    declarationPdf: b.mutation<DownloadedFile, DeclarationRequest>({
      query: (body) => ({ url: 'documentos/declaracoes', method: 'POST', body, responseHandler: pdfOrError }),
    }),
    certificatePdf: b.mutation<DownloadedFile, CertificateRequest>({
      query: (body) => ({ url: 'documentos/certidoes', method: 'POST', body, responseHandler: pdfOrError }),
    }),
    verification: b.query<Verification, string>({
      query: (code) => `verificar/${encodeURIComponent(code)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useDocumentsOverviewQuery,
  useMemberCardsQuery,
  useReceiptPdfQuery,
  useEventCertificatesQuery,
  useLazyEventCertificatePdfQuery,
  useUpdatePointsQuery,
  useDeclarationPdfMutation,
  useCertificatePdfMutation,
  useVerificationQuery,
} = documentsApi;
