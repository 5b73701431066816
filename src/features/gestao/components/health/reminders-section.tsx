import { REMINDER_CHANNEL_LABEL, type HealthFilters } from '../../../../../domain/contract/gestao-health';
import { useHealthRemindersQuery } from '../../health-api';
import { HealthBarChart } from './health-charts';
import { HealthSection } from './health-section';
import { percent, type HealthTable } from './health-table';
import { ReminderRuns } from './reminder-runs';

/** 5. Lembretes que funcionam: per channel, sent and paid within 7 days; below, each run of the job. */
export function RemindersSection({ filters }: { filters: HealthFilters }) {
  const { data, isLoading, isError, error, refetch } = useHealthRemindersQuery(filters);
  const rows = data?.rows ?? [];
  const table: HealthTable = {
    columns: ['Canal', 'Enviados', 'Pagos em até 7 dias', 'Eficácia'],
    rows: rows.map((r) => [
      REMINDER_CHANNEL_LABEL[r.channel],
      String(r.sent),
      String(r.paidWithin7Days),
      percent(r.paidWithin7Days, r.sent),
    ]),
  };
  const summary = rows
    .map(
      (r) =>
        `${REMINDER_CHANNEL_LABEL[r.channel]}: ${r.sent} enviados, ${String(percent(r.paidWithin7Days, r.sent))} pagos em até 7 dias`,
    )
    .join('; ');
  return (
    <HealthSection
      id="lembretes"
      title="Lembretes que funcionam"
      summary={`${summary}.`}
      fileName="lembretes.csv"
      loading={isLoading}
      failure={isError ? { error, retry: refetch } : null}
      table={table}
      chart={
        <HealthBarChart
          data={rows.map((r) => ({
            channel: REMINDER_CHANNEL_LABEL[r.channel],
            sent: r.sent,
            paid: r.paidWithin7Days,
          }))}
          x="channel"
          format={(v) => v.toLocaleString('pt-BR')}
          series={[
            { key: 'sent', label: 'Enviados' },
            { key: 'paid', label: 'Pagos em até 7 dias' },
          ]}
        />
      }
    >
      <ReminderRuns key={JSON.stringify(filters)} filters={filters} />
    </HealthSection>
  );
}
