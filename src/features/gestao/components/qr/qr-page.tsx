import { useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { QR_POSTER_CALL } from '../../../../../domain/contract/gestao-qr';
import { errorMessage } from '../../../../lib/api';
import { settleOutcome } from '../../../../lib/api-result';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCategoriesQuery } from '../../categories-api';
import { posterUrl, useAssociationQrQuery } from '../../qr-api';
import { saveAs, useStaffFileMutation } from '../../staff-files-api';
import './qr.css';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** QR de associação: pick a category, see the signed code, take it as a PNG or an A4 poster. */
export default function QrPage() {
  useDocumentTitle('QR de associação');
  const selectId = useId();
  const categories = useCategoriesQuery();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const qr = useAssociationQrQuery(categoryId ?? skipToken);
  const [fetchFile, poster] = useStaffFileMutation();
  const [posterError, setPosterError] = useState<string | null>(null);

  async function downloadPoster() {
    if (!qr.data) return;
    setPosterError(null);
    const file = await settleOutcome(fetchFile(posterUrl(qr.data.categoryId)));
    if (!file.ok) return setPosterError(file.message);
    saveAs(file.value, `cartaz-qr-${slug(qr.data.categoryName)}.pdf`);
  }

  return (
    <>
      <h1>QR de associação</h1>
      <p className="muted">
        Quem aponta a câmera do app Quita para este código pede associação na categoria escolhida; a
        solicitação chega em Solicitações para aprovação.
      </p>
      <div className="gestao-toolbar">
        <div className="field">
          <label htmlFor={selectId}>Categoria</label>
          <select
            id={selectId}
            value={categoryId ?? ''}
            onChange={(e) => setCategoryId(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">Selecione</option>
            {categories.data?.categories.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {qr.isFetching && <p className="muted">Gerando o código...</p>}
      {qr.isError && <p role="alert">{errorMessage(qr.error)}</p>}
      {qr.data && !qr.isFetching && (
        <section className="gestao-card qr-card" aria-labelledby="qr-heading">
          <h2 id="qr-heading">
            {qr.data.issuerName} · {qr.data.categoryName}
          </h2>
          <img
            className="qr-image"
            src={qr.data.pngDataUrl}
            alt={`QR de associação da categoria ${qr.data.categoryName}`}
            width={300}
            height={300}
          />
          <p>{QR_POSTER_CALL}</p>
          <div className="qr-actions">
            <a
              className="button"
              href={qr.data.pngDataUrl}
              download={`qr-associacao-${slug(qr.data.categoryName)}.png`}
            >
              Baixar PNG
            </a>
            <button
              type="button"
              className="button"
              onClick={() => void downloadPoster()}
              disabled={poster.isLoading}
            >
              Baixar cartaz (PDF)
            </button>
          </div>
          {posterError && <p role="alert">{posterError}</p>}
        </section>
      )}
    </>
  );
}
