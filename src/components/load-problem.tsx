import { errorMessage } from '../lib/api';
import './load-problem.css';

/** No answer at all: the network is down or the call took longer than the app waits. */
export const isConnectionError = (error: unknown) => {
  const failure = error as { status?: unknown; unanswered?: unknown } | undefined;
  return (
    failure?.unanswered === true || failure?.status === 'FETCH_ERROR' || failure?.status === 'TIMEOUT_ERROR'
  );
};

const LOAD_TEXT = {
  offline: 'Sem conexão',
  retry: 'Tentar novamente',
  checkConnection: 'Verifique sua internet e tente novamente.',
} as const;

interface LoadProblemProps {
  /** What could not be read, as it ends "Não foi possível carregar …": "o histórico". */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * What a data screen shows when its call failed: what failed and a way out. Offline (or no
 * answer within the app's wait) says "Sem conexão"; a server's own message is kept under it.
 */
export function LoadProblem({ what, error, onRetry }: LoadProblemProps) {
  const offline = isConnectionError(error) || globalThis.navigator?.onLine === false;
  const title = offline ? LOAD_TEXT.offline : `Não foi possível carregar ${what}.`;
  const detail = offline
    ? `Não foi possível carregar ${what}. ${LOAD_TEXT.checkConnection}`
    : errorMessage(error);
  return (
    <div className="load-problem" role="alert">
      <p className="load-problem-title">{title}</p>
      <p className="muted">{detail}</p>
      <button type="button" className="button" onClick={onRetry}>
        {LOAD_TEXT.retry}
      </button>
    </div>
  );
}
