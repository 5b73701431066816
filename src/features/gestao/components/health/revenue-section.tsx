import type { HealthFilters } from '../../../../../domain/contract/gestao-health';
import { recordedMethodIds, recordedMethodLabel } from '../../../../../domain/recorded-methods';
import { useHealthRevenueQuery } from '../../health-api';
import { HealthBarChart } from './health-charts';
import { axisBRL, brl, monthLabel } from './health-format';
import { HealthSection } from './health-section';
import { money, type HealthTable } from './health-table';

/** 3. Receita por forma de pagamento: net of refunds and chargebacks, fees apart, per month. */
export function RevenueSection({ filters }: { filters: HealthFilters }) {
  const { data, isLoading, isError, error, refetch } = useHealthRevenueQuery(filters);
  const rows = data?.rows ?? [];
  const months = data?.months ?? [];
  const chartData = months.map((month) => ({
    month: monthLabel(month),
    ...Object.fromEntries(
      recordedMethodIds.map((m) => [
        m,
        rows.filter((r) => r.month === month && r.method === m).reduce((n, r) => n + r.netCentavos, 0),
      ]),
    ),
  }));
  const table: HealthTable = {
    columns: ['Mês', 'Forma', 'Recebido', 'Estornos', 'Chargebacks', 'Líquido', 'Taxas do PSP'],
    rows: rows.map((r) => [
      monthLabel(r.month),
      recordedMethodLabel(r.method),
      money(r.receivedCentavos),
      money(r.refundedCentavos),
      money(r.disputedCentavos),
      money(r.netCentavos),
      money(r.feeCentavos),
    ]),
  };
  const net = rows.reduce((n, r) => n + r.netCentavos, 0);
  const fees = rows.reduce((n, r) => n + r.feeCentavos, 0);
  return (
    <HealthSection
      id="receita"
      title="Receita por forma de pagamento"
      summary={`Recebido no período, descontados estornos e chargebacks: ${brl(net)}; taxas do PSP: ${brl(fees)}.`}
      fileName="receita-por-forma.csv"
      loading={isLoading}
      failure={isError ? { error, retry: refetch } : null}
      table={table}
      chart={
        <HealthBarChart
          stacked
          data={chartData}
          x="month"
          format={axisBRL}
          series={recordedMethodIds.map((m) => ({ key: m, label: recordedMethodLabel(m) }))}
        />
      }
    />
  );
}
