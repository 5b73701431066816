import { Link } from 'react-router-dom';
import { useVotingPdfMutation } from '../api';

/** The notice or the minutes: fetched with the member's token, then saved, with its code to verify. */
export function VotingPdfButton({ id, kind, label }: { id: number; kind: 'edital' | 'ata'; label: string }) {
  const [fetchPdf, { data: file, isLoading, isError }] = useVotingPdfMutation();
  if (file) {
    return (
      <div className="voting-pdf" role="status">
        <a className="button" href={file.url} download={file.fileName}>
          Baixar {label}
        </a>
        <span>
          Código de verificação: <span className="voting-code">{file.code}</span>{' '}
          <Link className="link" to={`/verificar/${file.code}`}>
            Verificar autenticidade
          </Link>
        </span>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={isLoading}
        onClick={() => void fetchPdf({ id, kind })}
      >
        {label}
      </button>
      {isError && <p role="alert">Não foi possível abrir o documento.</p>}
    </>
  );
}
