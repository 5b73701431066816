import { Fragment, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Verification } from '../../../../domain/contract/documents';
import { formatDisplayDate } from '../../../../domain/dates';
import { DOCUMENTS_TEXT } from '../document-texts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerificationQuery } from '../api';
import '../documents.css';

function Valid({ result }: { result: Extract<Verification, { valid: true }> }) {
  return (
    <>
      <p className="verify-status verify-valid">{DOCUMENTS_TEXT.valid}</p>
      <p>
        {result.title}, {DOCUMENTS_TEXT.issuedBySystem(result.kind)}
      </p>
      <dl className="verify-facts">
        <dt>Emitente</dt>
        <dd>
          {result.associationName}
          {result.associationCnpj ? ` (CNPJ ${result.associationCnpj})` : ''}
        </dd>
        {result.memberName !== null && (
          <>
            <dt>Nome</dt>
            <dd>{result.memberName}</dd>
          </>
        )}
        {result.maskedCpf !== null && (
          <>
            <dt>CPF</dt>
            <dd>{result.maskedCpf}</dd>
          </>
        )}
        <dt>Emitido em</dt>
        <dd>{formatDisplayDate(new Date(result.issuedAt))}</dd>
        {result.details.map((d) => (
          <Fragment key={d.label}>
            <dt>{d.label}</dt>
            <dd>{d.value}</dd>
          </Fragment>
        ))}
        <dt>Código</dt>
        <dd className="documents-code">{result.code}</dd>
      </dl>
    </>
  );
}

function Result({ code }: { code: string }) {
  const { data, isFetching, isError } = useVerificationQuery(code);
  if (isFetching) return <p className="muted">Verificando...</p>;
  if (isError) return <p role="alert">Não foi possível verificar agora. Tente novamente em instantes.</p>;
  if (!data) return null;
  return (
    <section className="card" aria-live="polite">
      {data.valid ? (
        <Valid result={data} />
      ) : (
        <>
          <p className="verify-status verify-invalid">{DOCUMENTS_TEXT.invalid}</p>
          <p>{DOCUMENTS_TEXT.invalidExplanation}</p>
        </>
      )}
    </section>
  );
}

/** /verificar/{codigo}: public check of a recibo, declaração, certidão, carteirinha or certificado. */
export function VerifyPage() {
  // /verificar/{codigo}: the rest of the address (the route is verificar/*).
  const codigo = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const [typed, setTyped] = useState(codigo);
  useDocumentTitle('Verificar documento');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim();
    if (code) navigate(`/verificar/${encodeURIComponent(code)}`);
  };

  return (
    <div className="page">
      <header className="screen-header">
        <h1>Verificar documento</h1>
      </header>
      <main>
        {codigo && <Result code={codigo} />}
        <form className="card form" onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="verificar-codigo">Código de verificação</label>
            <input
              id="verificar-codigo"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="ABCDE-FGHJK-MNPQR"
            />
          </div>
          <button type="submit" className="button button-primary">
            Verificar
          </button>
        </form>
        <p>
          <Link className="link" to="/">
            Ir para o Quita
          </Link>
        </p>
      </main>
    </div>
  );
}
