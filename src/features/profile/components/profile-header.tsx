import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * A profile screen's title with a link back to the screen above it. The profile screens form a
 * tree (Perfil → Dados pessoais → Editar), so back is a fixed place, not the browser history:
 * opened from a link or after a save, it still leads somewhere sensible. It also names the tab.
 */
export function ProfileHeader({ title, back }: { title: string; back: string }) {
  useDocumentTitle(title);
  return (
    <header className="screen-header">
      <Link to={back} className="icon-button" aria-label="Voltar">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
        </svg>
      </Link>
      <h1>{title}</h1>
    </header>
  );
}
