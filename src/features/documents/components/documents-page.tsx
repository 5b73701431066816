import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BackHeader } from '../../../components/back-header';
import { LoadProblem } from '../../../components/load-problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DOCUMENTS_TEXT } from '../document-texts';
import {
  refusalOf,
  useCertificatePdfMutation,
  useDeclarationPdfMutation,
  useDocumentsOverviewQuery,
} from '../api';
import '../documents.css';
import { EventCertificatesSection } from './event-certificates';
import { PdfResult, Refusal } from './pdf-result';

/**
 * /documentos: the annual statement of payments and the certificate of good standing, as PDF,
 * and the certificates of the events the member attended.
 */
export function DocumentsPage() {
  useDocumentTitle('Documentos');
  const { data: overview, isError, error, refetch } = useDocumentsOverviewQuery();
  const [associationChoice, setAssociationChoice] = useState<number | null>(null);
  const [yearChoice, setYearChoice] = useState<number | null>(null);
  const [declare, declaration] = useDeclarationPdfMutation();
  const [certify, certificate] = useCertificatePdfMutation();

  const associationId = associationChoice ?? overview?.associations[0]?.associationId;
  // The last full year is the one an income-tax return asks about.
  const year = yearChoice ?? overview?.years.find((y) => y < new Date().getFullYear()) ?? overview?.years[0];

  const onDeclaration = (event: FormEvent) => {
    event.preventDefault();
    if (associationId !== undefined && year !== undefined) void declare({ associationId, year });
  };
  const onCertificate = (event: FormEvent) => {
    event.preventDefault();
    if (associationId !== undefined) void certify({ associationId });
  };

  return (
    <div className="page">
      <BackHeader title="Documentos" fallback="/perfil" />
      <main>
        {isError && <LoadProblem what="seus documentos" error={error} onRetry={() => void refetch()} />}
        {overview && overview.associations.length === 0 && (
          <p className="card muted">Você ainda não tem associação ativa: não há documentos a emitir.</p>
        )}
        {overview && overview.associations.length > 0 && (
          <>
            <div className="card form">
              <div className="field">
                <label htmlFor="documentos-associacao">Associação</label>
                <select
                  id="documentos-associacao"
                  value={associationId}
                  onChange={(e) => setAssociationChoice(Number(e.target.value))}
                >
                  {overview.associations.map((a) => (
                    <option key={a.associationId} value={a.associationId}>
                      {a.associationName}
                    </option>
                  ))}
                </select>
              </div>
              <Link className="link" to="/documentos/carteirinha">
                Ver carteirinha digital
              </Link>
            </div>

            <section className="card documents-section" aria-labelledby="declaracao-title">
              <h2 id="declaracao-title">{DOCUMENTS_TEXT.declarationTitle}</h2>
              <p className="muted">Os pagamentos do ano, para a sua declaração de imposto de renda.</p>
              <form className="form" onSubmit={onDeclaration}>
                <div className="field">
                  <label htmlFor="documentos-ano">Ano</label>
                  <select
                    id="documentos-ano"
                    value={year}
                    onChange={(e) => setYearChoice(Number(e.target.value))}
                  >
                    {overview.years.map((y) => (
                      <option key={y} value={y}>
                        {y}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="button button-primary" disabled={declaration.isLoading}>
                  {declaration.isLoading ? 'Gerando...' : 'Gerar declaração'}
                </button>
              </form>
              {declaration.data && !declaration.isLoading && (
                <PdfResult file={declaration.data} done="Declaração gerada" />
              )}
              {declaration.isError && <Refusal refusal={refusalOf(declaration.error)} />}
            </section>

            <section className="card documents-section" aria-labelledby="certidao-title">
              <h2 id="certidao-title">{DOCUMENTS_TEXT.certificateTitle}</h2>
              <p className="muted">
                Comprova que você não tem débitos vencidos com a associação. Vale 30 dias.
              </p>
              <form onSubmit={onCertificate} className="form">
                <button type="submit" className="button button-primary" disabled={certificate.isLoading}>
                  {certificate.isLoading ? 'Emitindo...' : 'Emitir certidão'}
                </button>
              </form>
              {certificate.data && !certificate.isLoading && (
                <PdfResult file={certificate.data} done="Certidão emitida" />
              )}
              {certificate.isError && <Refusal refusal={refusalOf(certificate.error)} />}
            </section>
          </>
        )}
        {!overview && !isError && <p className="muted">Carregando...</p>}
        <EventCertificatesSection />
      </main>
    </div>
  );
}
