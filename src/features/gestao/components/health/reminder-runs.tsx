import { useState } from 'react';
import {
  REMINDER_CHANNEL_LABEL,
  type HealthFilters,
  type ReminderRunChannel,
  type ReminderRunSummary,
} from '../../../../../domain/contract/gestao-health';
import { formatAuditTime } from '../../../../../domain/gestao-audit';
import { useHealthReminderRunsQuery } from '../../health-api';
import { TableRegion } from '../table-region';
import { LoadProblem } from '../../../../components/load-problem';

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('pt-BR'));

const channelName = (c: ReminderRunChannel) =>
  c.insteadOfWhatsapp ? 'E-mail no lugar do WhatsApp' : REMINDER_CHANNEL_LABEL[c.channel];

const COLUMNS = [
  ['sent', 'Enviados'],
  ['delivered', 'Entregues'],
  ['read', 'Lidos'],
  ['failed', 'Falharam'],
  ['waiting', 'Na fila'],
] as const;

function Run({ run, open }: { run: ReminderRunSummary; open: boolean }) {
  const when = formatAuditTime(run.ranAt);
  const reminded = `${count(run.reminded)} ${run.reminded === 1 ? 'lembrete' : 'lembretes'}`;
  return (
    <details className="reminder-run" open={open}>
      <summary>
        {when} — {reminded}
      </summary>
      <TableRegion label={`Execução de ${when}`}>
        <table className="gestao-table health-table">
          <thead>
            <tr>
              <th scope="col">Canal</th>
              {COLUMNS.map(([, label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {run.channels.map((c) => (
              <tr key={channelName(c)}>
                <th scope="row">{channelName(c)}</th>
                {COLUMNS.map(([key, label]) => (
                  <td key={key} data-label={label}>
                    {count(c[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </details>
  );
}

/** One page of runs (the server's page); the last page on screen offers the older ones. */
function RunsPage({
  filters,
  before,
  last,
  onMore,
}: {
  filters: HealthFilters;
  before: number | null;
  last: boolean;
  onMore: (before: number) => void;
}) {
  const { data, isLoading, isError, error, refetch } = useHealthReminderRunsQuery(
    before === null ? filters : { ...filters, before },
    { refetchOnMountOrArgChange: true },
  );
  if (isLoading) return <p className="muted">Carregando...</p>;
  if (isError || !data)
    return <LoadProblem what="as execuções" error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {before === null && data.runs.length === 0 && (
        <p className="muted">Nenhuma execução lembrou membros no período.</p>
      )}
      {data.runs.map((run, i) => (
        <Run key={run.runId} run={run} open={before === null && i === 0} />
      ))}
      {last && data.nextBefore !== null && (
        <button type="button" className="button" onClick={() => onMore(data.nextBefore!)}>
          Ver execuções anteriores
        </button>
      )}
    </>
  );
}

/**
 * Below "Lembretes que funcionam": each run of the reminders job, newest first, its messages per
 * channel as the server counted them. Remount it (a `key`) when the filters change.
 */
export function ReminderRuns({ filters }: { filters: HealthFilters }) {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  return (
    <div className="reminder-runs">
      <h3>Por execução do envio</h3>
      <p className="muted">
        “—”: o canal não informa. E-mail e Web Push contam como enviados quando saem do nosso servidor; o
        WhatsApp informa a entrega e a leitura.
      </p>
      {cursors.map((before, i) => (
        <RunsPage
          key={before ?? 'first'}
          filters={filters}
          before={before}
          last={i === cursors.length - 1}
          onMore={(id) => setCursors((c) => [...c, id])}
        />
      ))}
    </div>
  );
}
