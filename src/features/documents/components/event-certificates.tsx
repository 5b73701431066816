import type { EventCertificate } from '../../../../domain/contract/documents';
import { formatDisplayDate } from '../../../../domain/dates';
import { DOCUMENTS_TEXT } from '../document-texts';
import type { Failure } from '../../../../domain/outcome';
import { useEventCertificatesQuery, useLazyEventCertificatePdfQuery } from '../api';
import { PdfResult } from './pdf-result';

/** One certificate: its event and code, and its PDF once asked for. */
function CertificateItem({ certificate }: { certificate: EventCertificate }) {
  const [fetchPdf, pdf] = useLazyEventCertificatePdfQuery();
  return (
    <li className="documents-certificate">
      <strong>{certificate.eventName}</strong>
      <span className="muted">
        {certificate.associationName} · emitido em {formatDisplayDate(new Date(certificate.issuedAt))}
      </span>
      {!pdf.data && (
        <button
          type="button"
          className="button"
          aria-label={`Gerar PDF do certificado de ${certificate.eventName}`}
          disabled={pdf.isFetching}
          onClick={() => void fetchPdf(certificate.code)}
        >
          {pdf.isFetching ? 'Gerando...' : 'Gerar PDF'}
        </button>
      )}
      {pdf.data && <PdfResult file={pdf.data} done="Certificado pronto" />}
      {pdf.isError && <p role="alert">{(pdf.error as Failure).message}</p>}
    </li>
  );
}

/** Documentos › "Certificados de eventos": the certificates of participation the member received. */
export function EventCertificatesSection() {
  const { data } = useEventCertificatesQuery();
  if (!data) return null;
  return (
    <section className="card documents-section" aria-labelledby="certificados-title">
      <h2 id="certificados-title">{DOCUMENTS_TEXT.eventCertificatesTitle}</h2>
      {data.certificates.length === 0 ? (
        <p className="muted">Os certificados dos eventos de que você participar aparecerão aqui.</p>
      ) : (
        <ul className="documents-certificates">
          {data.certificates.map((c) => (
            <CertificateItem key={c.code} certificate={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
