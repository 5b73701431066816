import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  OVERDUE_BUCKET_LABEL,
  type HealthFilters,
  type OverdueBucketId,
} from '../../../../../domain/contract/gestao-health';
import { useHealthOverdueMembersQuery, useHealthOverdueQuery } from '../../health-api';
import { HealthBarChart } from './health-charts';
import { axisBRL, brl } from './health-format';
import { HealthSection } from './health-section';
import { money, type HealthTable } from './health-table';

function BucketMembers({ bucket, categoryId }: { bucket: OverdueBucketId; categoryId?: number | undefined }) {
  const { data, isLoading } = useHealthOverdueMembersQuery({ bucket, categoryId });
  if (isLoading || !data) return <p className="muted">Carregando...</p>;
  return (
    <div className="health-members">
      <h3>
        Membros em {OVERDUE_BUCKET_LABEL[bucket]} ({data.total})
      </h3>
      <ul>
        {data.members.map((m) => (
          <li key={m.memberId}>
            <Link to={`/gestao/membros/${m.memberId}`}>{m.name}</Link> — {m.count}{' '}
            {m.count === 1 ? 'item' : 'itens'}, {brl(m.totalCentavos)}
          </li>
        ))}
      </ul>
      {data.total > data.members.length && (
        <p className="muted">Os {data.members.length} que mais devem; a lista completa está em Cobranças.</p>
      )}
    </div>
  );
}

/** 2. Recebíveis em atraso: four buckets, count and R$ at today's price; the members one click away. */
export function OverdueSection({ filters }: { filters: HealthFilters }) {
  const { data, isLoading, isError, error, refetch } = useHealthOverdueQuery(filters);
  const [open, setOpen] = useState<OverdueBucketId | null>(null);
  const buckets = data?.buckets ?? [];
  const table: HealthTable = {
    columns: ['Faixa', 'Itens', 'Membros', 'Valor dos itens', 'Valor hoje (multa e juros)'],
    rows: buckets.map((b) => [
      OVERDUE_BUCKET_LABEL[b.bucket],
      String(b.count),
      String(b.members),
      money(b.priceCentavos),
      money(b.totalCentavos),
    ]),
  };
  const total = buckets.reduce((n, b) => n + b.totalCentavos, 0);
  const count = buckets.reduce((n, b) => n + b.count, 0);
  return (
    <HealthSection
      id="atraso"
      title="Recebíveis em atraso"
      summary={`Em atraso hoje: ${count} ${count === 1 ? 'item' : 'itens'}, ${brl(total)} com multa e juros.`}
      fileName="recebiveis-em-atraso.csv"
      loading={isLoading}
      failure={isError ? { error, retry: refetch } : null}
      table={table}
      chart={
        <HealthBarChart
          data={buckets.map((b) => ({ bucket: OVERDUE_BUCKET_LABEL[b.bucket], total: b.totalCentavos }))}
          x="bucket"
          format={axisBRL}
          series={[{ key: 'total', label: 'Valor hoje' }]}
        />
      }
    >
      <div className="health-actions" role="group" aria-label="Membros por faixa">
        {buckets.map((b) => (
          <button
            key={b.bucket}
            type="button"
            className="button"
            aria-expanded={open === b.bucket}
            disabled={b.count === 0}
            onClick={() => setOpen(open === b.bucket ? null : b.bucket)}
          >
            Membros em {OVERDUE_BUCKET_LABEL[b.bucket]}
          </button>
        ))}
      </div>
      {open && <BucketMembers bucket={open} categoryId={filters.categoryId} />}
    </HealthSection>
  );
}
