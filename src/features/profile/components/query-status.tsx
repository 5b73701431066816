import { COMMON_MSG } from '../../../../domain/messages';
import { LoadProblem } from '../../../components/load-problem';

interface QueryStatusProps {
  isLoading: boolean;
  error: unknown;
  /** What could not be read ("Não foi possível carregar …"); "seus dados" unless said. */
  what?: string;
  /** Asks again; without it, the page is loaded again. */
  onRetry?: () => void;
}

/** What a screen shows instead of its data: loading, or what could not be read and a retry. */
export function QueryStatus({ isLoading, error, what = 'seus dados', onRetry }: QueryStatusProps) {
  if (isLoading) return <p className="muted">{COMMON_MSG.loading}</p>;
  if (error)
    return <LoadProblem what={what} error={error} onRetry={onRetry ?? (() => window.location.reload())} />;
  return null;
}
