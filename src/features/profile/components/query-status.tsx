import { MSG } from '../../../../domain/messages';
import { errorMessage } from '../../../lib/api';

/** What a screen shows instead of its data: loading, or why it could not be read. */
export function QueryStatus({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  if (isLoading) return <p className="muted">{MSG.loading}</p>;
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  return null;
}
