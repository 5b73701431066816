import type {
  CertificateRequest,
  DeclarationRequest,
  DocumentsOverview,
  MemberCards,
  Verification,
} from '../../../domain/contract/documents';
import { CODE_HEADER } from '../../../domain/contract/documents';
import { api, errorMessage } from '../../lib/api';

/** A PDF the server made: an object URL of the file, its name and its verification code. */
export interface PdfFile {
  url: string;
  fileName: string;
  code: string;
}

/** Why a document was not made; for a certidão, the overdue items. */
export interface DocumentRefusal {
  message: string;
  overdue: string[];
}

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'documento.pdf';

// The object URL (a string) is what the store keeps; the bytes stay in the browser's blob store.
const pdfOrError = async (response: Response): Promise<PdfFile | unknown> =>
  response.ok
    ? {
        url: URL.createObjectURL(await response.blob()),
        fileName: fileNameOf(response),
        code: response.headers.get(CODE_HEADER) ?? '',
      }
    : response.json().catch(() => ({}));

const toRefusal = (error: unknown): DocumentRefusal => {
  const overdue = (error as { data?: { overdue?: unknown } }).data?.overdue;
  return {
    message: errorMessage(error),
    overdue: Array.isArray(overdue) ? overdue.filter((o): o is string => typeof o === 'string') : [],
  };
};

/** /api/documentos and /api/verificar (our own vocabulary: camelCase, { ok: false, message }). */
export const documentsApi = api.injectEndpoints({
  endpoints: (b) => ({
    documentsOverview: b.query<DocumentsOverview, void>({ query: () => 'documentos' }),
    memberCards: b.query<MemberCards, void>({ query: () => 'documentos/carteirinha', keepUnusedDataFor: 0 }),
    receiptPdf: b.query<PdfFile, string>({
      query: (transaction) => ({
        url: `documentos/recibos/${encodeURIComponent(transaction)}`,
        responseHandler: pdfOrError,
      }),
      transformErrorResponse: toRefusal,
    }),
    declarationPdf: b.mutation<PdfFile, DeclarationRequest>({
      query: (body) => ({ url: 'documentos/declaracoes', method: 'POST', body, responseHandler: pdfOrError }),
      transformErrorResponse: toRefusal,
    }),
    certificatePdf: b.mutation<PdfFile, CertificateRequest>({
      query: (body) => ({ url: 'documentos/certidoes', method: 'POST', body, responseHandler: pdfOrError }),
      transformErrorResponse: toRefusal,
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
  useDeclarationPdfMutation,
  useCertificatePdfMutation,
  useVerificationQuery,
} = documentsApi;
