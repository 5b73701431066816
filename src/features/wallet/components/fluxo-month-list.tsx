import { useId } from 'react';
import type { FluxoMes } from '../../../../domain/contract/fluxo';
import { monthTitle } from '../fluxo-dates';
import { FluxoRow } from './fluxo-row';

interface FluxoMonthListProps {
  months: FluxoMes[];
  headingLevel: 2 | 3;
  showStatus?: boolean;
}

/** Items grouped by month, each group under its pt-BR month name. */
export function FluxoMonthList({ months, headingLevel, showStatus }: FluxoMonthListProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="fluxo-months">
      {months.map((group) => {
        const headingId = `${id}-${group.ANO}-${group.MES}`;
        return (
          <section key={headingId} className="fluxo-month" aria-labelledby={headingId}>
            <Heading id={headingId} className="fluxo-month-title">
              {monthTitle(group.MES, group.ANO)}
            </Heading>
            <ul className="fluxo-list">
              {group.FLUXOS.map((fluxo) => (
                <FluxoRow key={fluxo.ID_FLUXO_DE_CAIXA} fluxo={fluxo} showStatus={showStatus} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
