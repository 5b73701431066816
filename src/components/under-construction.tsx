import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

/** Placeholder for the screens later work delivers. */
export function UnderConstruction() {
  useDocumentTitle('Em construção');
  return (
    <main className="page centered">
      <div className="card">
        <h1>Em construção</h1>
        <p>Esta tela ainda está sendo preparada.</p>
        <Link className="link" to="/">
          Voltar ao início
        </Link>
      </div>
    </main>
  );
}
