import { COMMON_MSG } from '../../domain/messages';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{COMMON_MSG.loading}</p>
    </div>
  );
}
