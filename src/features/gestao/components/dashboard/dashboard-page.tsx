import type { ReactNode } from 'react';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { formatDisplayDate } from '../../../../../domain/dates';
import { itemCountText } from '../../../../../domain/item-count';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDashboardQuery } from '../../dashboard-api';
import { EmptyDashboard, isEmptyDashboard } from './empty-dashboard';
import { FirstSteps } from './first-steps';
import { ReceivedChart } from './received-chart';
import './dashboard.css';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

function Stat({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="gestao-card gestao-stat">
      <span>{label}</span>
      <strong>{children}</strong>
      {hint && <span className="muted">{hint}</span>}
    </div>
  );
}

export default function DashboardPage() {
  useDocumentTitle('Painel');
  const { data, isLoading, isError, error, refetch } = useDashboardQuery();

  return (
    <>
      <h1>Painel</h1>
      <FirstSteps />
      {isLoading && <p className="muted">Carregando...</p>}
      {isError && <LoadProblem what="o painel" error={error} onRetry={() => void refetch()} />}
      {data && isEmptyDashboard(data) && <EmptyDashboard />}
      {data && !isEmptyDashboard(data) && (
        <>
          <p className="muted">Valores de {formatDisplayDate(data.today)} (horário de Brasília).</p>
          <section className="dashboard-section" aria-labelledby="dashboard-members">
            <h2 id="dashboard-members">Membros</h2>
            <div className="gestao-stats">
              <Stat label="Ativos">{data.members.active}</Stat>
              <Stat label="Pendentes de aprovação">{data.members.pendingApproval}</Stat>
              <Stat label="Inadimplentes" hint="Ativos com item vencido em aberto">
                {data.members.inArrears}
              </Stat>
            </div>
          </section>
          <section className="dashboard-section" aria-labelledby="dashboard-month">
            <h2 id="dashboard-month">Recebíveis do mês</h2>
            <div className="gestao-stats">
              <Stat label="A receber" hint="Em aberto com vencimento neste mês">
                {brl(data.thisMonth.receivableCentavos)}
              </Stat>
              <Stat label="Recebido" hint="Pagamentos deste mês, menos estornos">
                {brl(data.thisMonth.receivedCentavos)}
              </Stat>
              <Stat
                label="Em atraso"
                hint={`Com multa e juros de hoje; valor original ${brl(data.thisMonth.overdueOriginalCentavos)}`}
              >
                {brl(data.thisMonth.overdueCentavos)}
              </Stat>
            </div>
          </section>
          <section className="dashboard-section" aria-labelledby="dashboard-aging">
            <h2 id="dashboard-aging">Em atraso por tempo de atraso</h2>
            <div className="gestao-stats">
              {(
                [
                  ['1 a 30 dias', data.overdueByAge.upTo30],
                  ['31 a 90 dias', data.overdueByAge.from31To90],
                  ['Mais de 90 dias', data.overdueByAge.over90],
                ] as const
              ).map(([label, bucket]) => (
                <Stat
                  key={label}
                  label={label}
                  hint={`${itemCountText(bucket.count)}; original ${brl(bucket.originalCentavos)}`}
                >
                  {brl(bucket.totalCentavos)}
                </Stat>
              ))}
            </div>
          </section>
          <section className="dashboard-section gestao-card" aria-labelledby="dashboard-received">
            <h2 id="dashboard-received">Recebido nos últimos 12 meses</h2>
            <ReceivedChart months={data.receivedByMonth} />
          </section>
        </>
      )}
    </>
  );
}
