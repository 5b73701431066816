import { useState } from 'react';
import { REMINDER_CHANNEL_LABEL, type HealthFilters } from '../../../../../domain/contract/gestao-health';
import { formatDisplayDate } from '../../../../../domain/dates';
import { settleOutcome } from '../../../../lib/api-result';
import { useChargeAgainMutation, useHealthDeclinedQuery } from '../../health-api';
import { HealthBarChart } from './health-charts';
import { HealthSection } from './health-section';
import { money, type HealthTable } from './health-table';

const SOURCE_LABEL = { card: 'Cartão', 'pix-automatico': 'Pix Automático' } as const;

/** 6. Pagamentos recusados: last 30 days, the PSP's reason, and "Cobrar novamente". */
export function DeclinedSection({ filters }: { filters: HealthFilters }) {
  const { data, isLoading, isError, error, refetch } = useHealthDeclinedQuery(filters);
  const [chargeAgain, { isLoading: sending }] = useChargeAgainMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const rows = data?.rows ?? [];

  async function send(itemId: number, name: string) {
    const done = await settleOutcome(chargeAgain({ itemId }));
    setNotice(
      done.ok
        ? {
            ok: true,
            text: `Novo link de pagamento enviado a ${name} por ${done.value.channels.map((c) => REMINDER_CHANNEL_LABEL[c]).join(' e ')}.`,
          }
        : { ok: false, text: done.message },
    );
  }

  const reasons = [...new Set(rows.map((r) => r.reason))];
  const table: HealthTable = {
    columns: ['Data', 'Membro', 'Item', 'Valor', 'Tipo', 'Motivo'],
    rows: rows.map((r) => [
      formatDisplayDate(new Date(r.at)),
      r.memberName,
      r.description,
      money(r.amountCentavos),
      SOURCE_LABEL[r.source],
      r.reason,
    ]),
    actions: {
      label: 'Ação',
      cells: rows.map((r) =>
        r.open ? (
          <button
            type="button"
            className="button"
            disabled={sending}
            aria-label={`Cobrar novamente: ${r.memberName}, ${r.description}`}
            onClick={() => void send(r.itemId, r.memberName)}
          >
            Cobrar novamente
          </button>
        ) : (
          <span className="muted">Já resolvido</span>
        ),
      ),
    },
  };
  return (
    <HealthSection
      id="recusados"
      title="Pagamentos recusados"
      summary={`${rows.length} ${rows.length === 1 ? 'pagamento recusado' : 'pagamentos recusados'} nos últimos 30 dias, por motivo no gráfico.`}
      fileName="pagamentos-recusados.csv"
      loading={isLoading}
      failure={isError ? { error, retry: refetch } : null}
      table={table}
      chart={
        <HealthBarChart
          data={reasons.map((reason) => ({ reason, count: rows.filter((r) => r.reason === reason).length }))}
          x="reason"
          format={(v) => v.toLocaleString('pt-BR')}
          series={[{ key: 'count', label: 'Recusas' }]}
        />
      }
    >
      <p
        role={notice && !notice.ok ? 'alert' : 'status'}
        className={notice?.ok === false ? 'field-error' : ''}
      >
        {notice?.text}
      </p>
    </HealthSection>
  );
}
