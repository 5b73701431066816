import { MSG } from '../../domain/messages';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{MSG.loading}</p>
    </div>
  );
}
