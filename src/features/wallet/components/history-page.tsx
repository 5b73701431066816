import { useSearchParams } from 'react-router-dom';
import { DEFAULT_HISTORY_PERIOD, HISTORY_PERIODS, type HistoryPeriod } from '../../../../domain/constants';
import { BottomMenu } from '../../../components/bottom-menu';
import { LoadProblem } from '../../../components/load-problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletItemsQuery } from '../api';
import { historyPeriod } from '../item-periods';
import '../wallet.css';
import { WALLET_TEXT } from '../wallet-texts';
import { ItemMonthList } from './item-month-list';
import { OpenItemsSection } from './open-items-section';
import { PeriodTabs, periodTabId } from './period-tabs';
import { freshOnReturn, HOME_MAX_AGE_SECONDS } from '../../../lib/fresh-on-return';

const PANEL_ID = 'historico-painel';

/** The period lives in the address (?dias=60), so Back and a reload keep the chosen tab. */
function usePeriod(): [HistoryPeriod, (period: HistoryPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('dias'));
  const period = HISTORY_PERIODS.find((p) => p === asked) ?? DEFAULT_HISTORY_PERIOD;
  return [
    period,
    (next) => setParams(next === DEFAULT_HISTORY_PERIOD ? {} : { dias: String(next) }, { replace: true }),
  ];
}

/**
 * SPEC §2 History: the last N days, newest first — what was paid then (by its payment date, even
 * when due later) and what fell due then unpaid.
 */
export function HistoryPage() {
  useDocumentTitle('Histórico');
  const [period, setPeriod] = usePeriod();
  const {
    currentData: data,
    isFetching,
    isError,
    error,
    refetch,
  } = useWalletItemsQuery(historyPeriod(period), freshOnReturn(HOME_MAX_AGE_SECONDS));
  const months = [...(data ?? [])]
    .reverse()
    .map((group) => ({ ...group, items: [...group.items].reverse() }));

  return (
    <div className="page page-with-menu history-page">
      <header className="screen-header">
        <h1>Histórico</h1>
      </header>
      <main>
        <OpenItemsSection />
        <PeriodTabs selected={period} onSelect={setPeriod} panelId={PANEL_ID} />
        <div
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={periodTabId(period)}
          aria-busy={isFetching}
          className="card history-panel"
        >
          {isError && !isFetching ? (
            <LoadProblem what="o histórico" error={error} onRetry={() => void refetch()} />
          ) : data === undefined ? (
            <p className="muted">Carregando...</p>
          ) : months.length > 0 ? (
            <ItemMonthList months={months} headingLevel={2} showStatus />
          ) : (
            <p className="muted">{WALLET_TEXT.noHistory}</p>
          )}
        </div>
      </main>
      <BottomMenu />
    </div>
  );
}
