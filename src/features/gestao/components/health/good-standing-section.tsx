import { formatDisplayDate } from '../../../../../domain/dates';
import { partOfTotalText } from '../../../../../domain/item-count';
import type { HealthFilters } from '../../../../../domain/contract/gestao-health';
import { useHealthGoodStandingQuery } from '../../health-api';
import { HealthLineChart } from './health-charts';
import { percentAxis, share } from './health-format';
import { HealthSection } from './health-section';
import { percent, type HealthTable } from './health-table';

/** 1. Adimplência: members in good standing / active, at each month's end, overall and per category. */
export function GoodStandingSection({ filters }: { filters: HealthFilters }) {
  const { data, isLoading, isError, error, refetch } = useHealthGoodStandingQuery(filters);
  const points = data?.points ?? [];
  const categories = [
    ...new Map(points.flatMap((p) => p.categories.map((c) => [c.categoryId, c.description] as const))),
  ];
  const chartData = points.map((p) => ({
    day: formatDisplayDate(p.day).slice(0, 5),
    overall: share(p.overall.goodStanding, p.overall.active),
    ...Object.fromEntries(p.categories.map((c) => [`c${c.categoryId}`, share(c.goodStanding, c.active)])),
  }));
  const table: HealthTable = {
    columns: ['Data', 'Categoria', 'Adimplentes', 'Ativos', 'Adimplência'],
    rows: points.flatMap((p) => [
      [
        formatDisplayDate(p.day),
        'Todas',
        String(p.overall.goodStanding),
        String(p.overall.active),
        percent(p.overall.goodStanding, p.overall.active),
      ],
      ...p.categories.map((c) => [
        formatDisplayDate(p.day),
        c.description,
        String(c.goodStanding),
        String(c.active),
        percent(c.goodStanding, c.active),
      ]),
    ]),
  };
  const last = points.at(-1);
  const summary = last
    ? `Adimplência hoje: ${String(percent(last.overall.goodStanding, last.overall.active))} (${partOfTotalText(last.overall.goodStanding, last.overall.active, 'membro ativo', 'membros ativos')} sem item em atraso).`
    : 'Sem dados.';
  return (
    <HealthSection
      id="adimplencia"
      title="Adimplência"
      summary={summary}
      fileName="adimplencia.csv"
      loading={isLoading}
      failure={isError ? { error, retry: refetch } : null}
      table={table}
      chart={
        <HealthLineChart
          data={chartData}
          x="day"
          format={percentAxis}
          series={[
            { key: 'overall', label: 'Todas' },
            ...categories.map(([id, description]) => ({ key: `c${id}`, label: description })),
          ]}
        />
      }
    />
  );
}
