import { Link } from 'react-router-dom';
import { LoadProblem } from '../../../components/load-problem';
import { useWalletItemsQuery } from '../api';
import { upcomingPeriod } from '../item-periods';
import { WALLET_TEXT } from '../wallet-texts';
import { ItemMonthList } from './item-month-list';
import { freshOnReturn, HOME_MAX_AGE_SECONDS } from '../../../lib/fresh-on-return';

/** "Próximos 30 dias": pending items from today, grouped by month, with Ver todos. */
export function UpcomingItems() {
  const {
    data: months,
    isLoading,
    isError,
    isFetching,
    error,
    refetch,
  } = useWalletItemsQuery(upcomingPeriod(), freshOnReturn(HOME_MAX_AGE_SECONDS));
  return (
    <section className="card upcoming" aria-labelledby="upcoming-title">
      <div className="section-head">
        <h2 id="upcoming-title">Próximos 30 dias</h2>
        <Link to="/historico" className="link">
          Ver todos
        </Link>
      </div>
      {isError && !isFetching ? (
        <LoadProblem what="as próximas pendências" error={error} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <p className="muted">Carregando...</p>
      ) : months && months.length > 0 ? (
        <ItemMonthList months={months} headingLevel={3} />
      ) : (
        <p className="muted">{WALLET_TEXT.noUpcoming}</p>
      )}
    </section>
  );
}
