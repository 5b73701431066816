import { useWalletItemsQuery } from '../api';
import { overduePeriod } from '../item-periods';
import { ItemMonthList } from './item-month-list';
import { freshOnReturn, HOME_MAX_AGE_SECONDS } from '../../../lib/fresh-on-return';

/** On Home, above the next 30 days: what is already late, so it is not missed. Absent when none. */
export function OverdueItems() {
  const { data: months } = useWalletItemsQuery(overduePeriod(), freshOnReturn(HOME_MAX_AGE_SECONDS));
  if (!months || months.length === 0) return null;
  return (
    <section className="card overdue" aria-labelledby="overdue-title">
      <h2 id="overdue-title">Vencidos</h2>
      <ItemMonthList months={months} headingLevel={3} showStatus />
    </section>
  );
}
