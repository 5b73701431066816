import { Link } from 'react-router-dom';
import type { DashboardSummary } from '../../../../../domain/contract/gestao-dashboard';

/** Nothing has happened yet: no member, nothing billed, nothing received in the last 12 months. */
export function isEmptyDashboard(data: DashboardSummary) {
  const received = data.receivedByMonth.some((m) => Object.values(m.byMethod).some((c) => c > 0));
  return (
    data.members.active === 0 &&
    data.members.pendingApproval === 0 &&
    data.thisMonth.receivableCentavos === 0 &&
    data.thisMonth.receivedCentavos === 0 &&
    data.thisMonth.overdueCentavos === 0 &&
    !received
  );
}

export const EMPTY_DASHBOARD_MSG = {
  title: 'Ainda não há números para mostrar',
  lead: 'O painel mostra membros, cobranças e recebimentos assim que existirem. Para começar:',
} as const;

/** An association with nothing yet: what to do first, in place of cards that all say R$ 0,00. */
export function EmptyDashboard() {
  return (
    <section className="dashboard-section gestao-card dashboard-empty" aria-labelledby="dashboard-empty">
      <h2 id="dashboard-empty">{EMPTY_DASHBOARD_MSG.title}</h2>
      <p>{EMPTY_DASHBOARD_MSG.lead}</p>
      <ol className="dashboard-empty-steps">
        <li>
          <Link className="link" to="/gestao/categorias">
            Defina as categorias e o valor da anuidade
          </Link>
        </li>
        <li>
          <Link className="link" to="/gestao/qr">
            Divulgue o QR de associação para os membros se cadastrarem
          </Link>
        </li>
        <li>
          <Link className="link" to="/gestao/cobrancas">
            Crie a primeira cobrança
          </Link>
        </li>
      </ol>
    </section>
  );
}
