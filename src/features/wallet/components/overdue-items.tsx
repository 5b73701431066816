import { useWalletFluxosQuery } from '../api';
import { overduePeriod } from '../fluxo-dates';
import { FluxoMonthList } from './fluxo-month-list';

/** On Home, above the next 30 days: what is already late, so it is not missed. Absent when none. */
export function OverdueItems() {
  const { data: months } = useWalletFluxosQuery(overduePeriod());
  if (!months || months.length === 0) return null;
  return (
    <section className="card overdue" aria-labelledby="overdue-title">
      <h2 id="overdue-title">Vencidos</h2>
      <FluxoMonthList months={months} headingLevel={3} showStatus />
    </section>
  );
}
