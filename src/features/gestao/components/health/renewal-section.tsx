import { formatDisplayDate } from '../../../../../domain/dates';
import type { HealthFilters } from '../../../../../domain/contract/gestao-health';
import { useHealthRenewalQuery } from '../../health-api';
import { TableRegion } from '../table-region';
import { HealthLineChart } from './health-charts';
import { percentAxis, share } from './health-format';
import { HealthSection } from './health-section';
import { percent, type HealthTable } from './health-table';

/** 4. Renovação por ano de entrada, and Evasão. */
export function RenewalSection({ filters }: { filters: HealthFilters }) {
  const { data, isLoading, isError, error, refetch } = useHealthRenewalQuery(filters);
  const cohorts = data?.cohorts ?? [];
  const years = [...new Set(cohorts.flatMap((c) => c.years.map((y) => y.year)))].sort();
  const first = cohorts[0]?.cohort;
  const cohortLabel = (cohort: number) => (cohort === first ? `Até ${cohort}` : String(cohort));
  const chartData = years.map((year) => ({
    year: String(year),
    ...Object.fromEntries(
      cohorts.flatMap((c) => {
        const y = c.years.find((x) => x.year === year);
        return y ? [[`c${c.cohort}`, share(y.retained, c.size)]] : [];
      }),
    ),
  }));
  const table: HealthTable = {
    columns: ['Entrada', 'Membros', 'Ano', 'Ativos e em dia', 'Renovação'],
    rows: cohorts.flatMap((c) =>
      c.years.map((y) => [
        cohortLabel(c.cohort),
        String(c.size),
        String(y.year),
        String(y.retained),
        percent(y.retained, c.size),
      ]),
    ),
  };
  const departures = data?.departures ?? [];
  return (
    <HealthSection
      id="renovacao"
      title="Renovação por ano de entrada"
      summary={`Membros ativos por ano de entrada e quantos estavam em dia ao fim de cada ano; ${departures.length} ${departures.length === 1 ? 'membro saiu' : 'membros saíram'} neste ano.`}
      fileName="renovacao.csv"
      loading={isLoading}
      failure={isError ? { error, retry: refetch } : null}
      table={table}
      chart={
        <HealthLineChart
          data={chartData}
          x="year"
          format={percentAxis}
          series={cohorts.map((c) => ({ key: `c${c.cohort}`, label: cohortLabel(c.cohort) }))}
        />
      }
    >
      <h3 id="evasao-title">Evasão</h3>
      <p className="muted">Membros com duas anuidades sem pagamento, a segunda vencida neste ano.</p>
      <TableRegion label="Tabela: Evasão">
        <table className="gestao-table health-table" aria-labelledby="evasao-title">
          <thead>
            <tr>
              <th scope="col">Membro</th>
              <th scope="col">Saída</th>
              <th scope="col">Último pagamento</th>
            </tr>
          </thead>
          <tbody>
            {departures.length === 0 && (
              <tr>
                <td colSpan={3} className="muted">
                  Ninguém neste ano.
                </td>
              </tr>
            )}
            {departures.map((d) => (
              <tr key={d.memberId}>
                <td>{d.name}</td>
                <td>{formatDisplayDate(d.day)}</td>
                <td>{d.lastPaymentDay ? formatDisplayDate(d.lastPaymentDay) : 'Nenhum'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </HealthSection>
  );
}
