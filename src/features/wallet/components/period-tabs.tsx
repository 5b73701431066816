import { useRef, type KeyboardEvent } from 'react';
import { HISTORY_PERIODS, type HistoryPeriod } from '../../../../domain/constants';

interface PeriodTabsProps {
  selected: HistoryPeriod;
  onSelect: (period: HistoryPeriod) => void;
  panelId: string;
}

export const periodTabId = (period: HistoryPeriod) => `historico-tab-${period}`;

/** The history's 30/60/90/180/360-day tabs, with arrow keys moving between them (WAI-ARIA tabs). */
export function PeriodTabs({ selected, onSelect, panelId }: PeriodTabsProps) {
  const tabs = useRef(new Map<HistoryPeriod, HTMLButtonElement>());

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    const index = HISTORY_PERIODS.indexOf(selected);
    let next: number | undefined;
    if (event.key in moves)
      next = (index + moves[event.key]! + HISTORY_PERIODS.length) % HISTORY_PERIODS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = HISTORY_PERIODS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const period = HISTORY_PERIODS[next]!;
    onSelect(period);
    tabs.current.get(period)?.focus();
  };

  return (
    <div className="period-tabs" role="tablist" aria-label="Período" onKeyDown={keyDown}>
      {HISTORY_PERIODS.map((period) => (
        <button
          key={period}
          ref={(element) => {
            if (element) tabs.current.set(period, element);
            else tabs.current.delete(period);
          }}
          id={periodTabId(period)}
          type="button"
          role="tab"
          aria-selected={period === selected}
          aria-controls={panelId}
          tabIndex={period === selected ? 0 : -1}
          className="period-tab"
          onClick={() => onSelect(period)}
        >
          {period} dias
        </button>
      ))}
    </div>
  );
}
