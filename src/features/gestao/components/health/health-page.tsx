import { useId, useState } from 'react';
import { HEALTH_PERIODS, type HealthFilters } from '../../../../../domain/contract/gestao-health';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useChargeCategoriesQuery } from '../../charges-api';
import { DeclinedSection } from './declined-section';
import { GoodStandingSection } from './good-standing-section';
import { OverdueSection } from './overdue-section';
import { RemindersSection } from './reminders-section';
import { RenewalSection } from './renewal-section';
import { RevenueSection } from './revenue-section';
import './health.css';

/** /gestao/saude: the association's health in six sections, each a chart and its table. */
export default function HealthPage() {
  useDocumentTitle('Saúde da associação');
  const { data: categories = [] } = useChargeCategoriesQuery();
  const [filters, setFilters] = useState<HealthFilters>({ months: 12 });
  const periodId = useId();
  const categoryId = useId();
  return (
    <>
      <h1>Saúde da associação</h1>
      <div className="health-filters" role="group" aria-label="Filtros">
        <div className="field">
          <label htmlFor={periodId}>Período</label>
          <select
            id={periodId}
            value={filters.months}
            onChange={(e) => setFilters({ ...filters, months: Number(e.target.value) })}
          >
            {HEALTH_PERIODS.map((m) => (
              <option key={m} value={m}>
                Últimos {m} meses
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={categoryId}>Categoria</label>
          <select
            id={categoryId}
            value={filters.categoryId ?? ''}
            onChange={(e) => {
              const { categoryId: _dropped, ...rest } = filters;
              setFilters(e.target.value ? { ...rest, categoryId: Number(e.target.value) } : rest);
            }}
          >
            <option value="">Todas</option>
            {categories.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {c.description}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="health-sections">
        <GoodStandingSection filters={filters} />
        <OverdueSection filters={filters} />
        <RevenueSection filters={filters} />
        <RenewalSection filters={filters} />
        <RemindersSection filters={filters} />
        <DeclinedSection filters={filters} />
      </div>
    </>
  );
}
