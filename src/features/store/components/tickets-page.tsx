import { BottomMenu } from '../../../components/bottom-menu';
import { TicketCard } from '../../../components/ticket-card';
import { LoadProblem } from '../../../components/load-problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { settleOutcome } from '../../../lib/api-result';
import { WithdrawalPanel } from '../../../components/withdrawal-panel';
import type { MemberTicket } from '../../../../domain/contract/tickets';
import { useMemberTicketsQuery, useWithdrawTicketMutation } from '../tickets-api';

/** "Meus ingressos": a ticket for each paid congress or course, shown at the door. */
export function TicketsPage() {
  useDocumentTitle('Meus ingressos');
  const { data: tickets, isError, error, refetch } = useMemberTicketsQuery();
  return (
    <div className="page page-with-menu tickets-page">
      <header className="screen-header">
        <h1>Meus ingressos</h1>
      </header>
      <main aria-busy={!tickets && !isError}>
        {isError && <LoadProblem what="os ingressos" error={error} onRetry={() => void refetch()} />}
        {tickets?.length === 0 && (
          <p className="card">
            Você ainda não tem ingressos. Os eventos que você comprar na Loja aparecem aqui.
          </p>
        )}
        {tickets?.map((ticket) => (
          <div key={ticket.id}>
            <TicketCard ticket={ticket} />
            <TicketWithdrawal ticket={ticket} />
          </div>
        ))}
      </main>
      <BottomMenu />
    </div>
  );
}

/** "Desistir da compra" (CDC art. 49) under a ticket whose purchase may still be withdrawn. */
function TicketWithdrawal({ ticket }: { ticket: MemberTicket }) {
  const [withdraw] = useWithdrawTicketMutation();
  const { itemId, withdrawal } = ticket;
  if (itemId === undefined || !withdrawal || (!withdrawal.open && !withdrawal.withdrawnAt)) return null;
  return (
    <div className="card">
      <WithdrawalPanel
        state={withdrawal}
        withdraw={(refundKey) =>
          settleOutcome(withdraw({ itemId, ...(refundKey ? { refundPixKey: refundKey } : {}) }))
        }
      />
    </div>
  );
}
