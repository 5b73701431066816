import { useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { QR_POSTER_APP_NOTE, QR_POSTER_CALL } from '../../../../../domain/contract/gestao-qr';
import { LoadProblem } from '../../../../components/load-problem';
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

/** "Link de adesão": the link inside the code, to copy into an e-mail, a site or a message. */
function JoinLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copiado.');
    } catch {
      setCopied('Não foi possível copiar: selecione o link e copie.');
    }
  }
  return (
    <div className="qr-link">
      <label htmlFor={id}>Link de adesão</label>
      <div className="qr-link-row">
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()}>
          Copiar link
        </button>
      </div>
      <p className="muted" role="status">
        {copied}
      </p>
    </div>
  );
}

/** QR de associação: pick a category, see the signed code (the join link), take it as a PNG or an A4 poster. */
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
        O código leva à página de adesão da associação, na categoria escolhida: a câmera de qualquer celular o
        abre, e quem já usa o app Quita o lê em "Associar QR". O link de adesão é o mesmo endereço, para
        enviar por e-mail ou mensagem. A solicitação chega em Solicitações para aprovação.
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
      {qr.isError && <LoadProblem what="o código" error={qr.error} onRetry={() => void qr.refetch()} />}
      {qr.data && !qr.isFetching && (
        <section className="gestao-card qr-card" aria-labelledby="qr-heading">
          <h2 id="qr-heading">
            {qr.data.associationName} · {qr.data.categoryName}
          </h2>
          <img
            className="qr-image"
            src={qr.data.pngDataUrl}
            alt={`QR de associação da categoria ${qr.data.categoryName}`}
            width={300}
            height={300}
          />
          <p>{QR_POSTER_CALL}</p>
          <p className="muted">{QR_POSTER_APP_NOTE}</p>
          <JoinLink link={qr.data.code} />
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
