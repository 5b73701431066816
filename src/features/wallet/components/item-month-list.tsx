import { useId } from 'react';
import { monthTitle } from '../item-periods';
import type { ItemMonth } from '../wallet-types';
import { ItemRow } from './item-row';

interface ItemMonthListProps {
  months: ItemMonth[];
  headingLevel: 2 | 3;
  showStatus?: boolean;
}

/** Items grouped by month, each group under its pt-BR month name. */
export function ItemMonthList({ months, headingLevel, showStatus }: ItemMonthListProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="fluxo-months">
      {months.map((group) => {
        const headingId = `${id}-${group.year}-${group.month}`;
        return (
          <section key={headingId} className="fluxo-month" aria-labelledby={headingId}>
            <Heading id={headingId} className="fluxo-month-title">
              {monthTitle(group.month, group.year)}
            </Heading>
            <ul className="fluxo-list">
              {group.items.map((item) => (
                <ItemRow key={item.id} item={item} showStatus={showStatus} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
