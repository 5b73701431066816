import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { useLogout } from '../../../lib/use-logout';
import { usePendingTotalQuery } from '../../../lib/member-data-api';
import { WALLET_TEXT } from '../wallet-texts';
import { freshOnReturn, HOME_MAX_AGE_SECONDS } from '../../../lib/fresh-on-return';

/** Total pending over 360 days, Sair (asked first: it sits beside Pagar), and the shortcuts Pagar, Cartões and Associar QR. */
export function BalanceCard({ onOpenCards }: { onOpenCards: () => void }) {
  const { data: total } = usePendingTotalQuery(undefined, freshOnReturn(HOME_MAX_AGE_SECONDS));
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <section className="card balance-card" aria-labelledby="balance-title">
      <div className="balance-card-head">
        <h1 id="balance-title" className="balance-title">
          Total pendente
        </h1>
        <button type="button" className="link" onClick={() => setAsking(true)}>
          Sair
        </button>
      </div>
      {asking && (
        <ConfirmModal
          title={WALLET_TEXT.logoutQuestion}
          confirmLabel="Sair"
          cancelLabel="Cancelar"
          busy={leaving}
          onConfirm={() => {
            setLeaving(true);
            void logout();
          }}
          onClose={() => setAsking(false)}
        />
      )}
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
