import { Link } from 'react-router-dom';
import { DOCUMENTS_TEXT } from '../document-texts';
import type { DownloadedFile } from '../../../lib/downloaded-file';
import type { DocumentRefusal } from '../api';

/** A document just made: its code, the file to save and the page that proves it. */
export function PdfResult({ file, done }: { file: DownloadedFile; done: string }) {
  return (
    <div className="documents-result" role="status">
      <span>
        {done}. Código de verificação: <span className="documents-code">{file.code}</span>
      </span>
      <a className="button button-primary" href={file.url} download={file.fileName}>
        Baixar PDF
      </a>
      <Link className="link" to={`/verificar/${file.code}`}>
        Verificar autenticidade
      </Link>
    </div>
  );
}

/** Why it was not made; a certidão's refusal lists the overdue items. */
export function Refusal({ refusal }: { refusal: DocumentRefusal }) {
  return (
    <div className="documents-refusal" role="alert">
      {refusal.overdue.length > 0 ? (
        <>
          <p>{DOCUMENTS_TEXT.overdueHeading}</p>
          <ul>
            {refusal.overdue.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{refusal.message}</p>
      )}
    </div>
  );
}
