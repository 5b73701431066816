import { Link } from 'react-router-dom';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { useLogout } from '../../../lib/use-logout';
import { usePendingTotalQuery } from '../../../lib/member-data-api';

/** Total pending over 360 days, Sair, and the shortcuts Pagar, Cartões and Associar QR. */
export function BalanceCard({ onOpenCards }: { onOpenCards: () => void }) {
  const { data: total } = usePendingTotalQuery();
  const logout = useLogout();
  return (
    <section className="card balance-card" aria-labelledby="balance-title">
      <div className="balance-card-head">
        <h1 id="balance-title" className="balance-title">
          Total pendente
        </h1>
        <button type="button" className="link" onClick={() => void logout()}>
          Sair
        </button>
      </div>
      <p className="balance-amount" aria-live="polite">
        {total === undefined ? '—' : formatBRL(fromCentavos(total))}
      </p>
      <p className="balance-hint">Próximos 360 dias</p>
      <div className="balance-actions">
        <Link to="/historico" className="balance-action">
          Pagar
        </Link>
        <button type="button" className="balance-action" onClick={onOpenCards}>
          Cartões
        </button>
        <Link to="/qrcodeAssociar" className="balance-action">
          Associar QR
        </Link>
      </div>
    </section>
  );
}
