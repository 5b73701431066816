import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A screen title with a back button: back to the previous screen of the app, or to `fallback`
 * when this one was opened directly (a link, a reload).
 */
export function BackHeader({ title, fallback = '/' }: { title: string; fallback?: string }) {
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  const back = () => {
    if (openedDirectly) navigate(fallback, { replace: true });
    else navigate(-1);
  };
  return (
    <header className="screen-header">
      <button type="button" className="icon-button" onClick={back} aria-label="Voltar">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
        </svg>
      </button>
      <h1>{title}</h1>
    </header>
  );
}
