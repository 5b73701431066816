import { BottomMenu } from '../../../components/bottom-menu';
import { TicketCard } from '../../../components/ticket-card';
import { LoadProblem } from '../../../components/load-problem';
import { useMemberTicketsQuery } from '../tickets-api';

/** "Meus ingressos": a ticket for each paid congress or course, shown at the door. */
export function TicketsPage() {
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
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      </main>
      <BottomMenu />
    </div>
  );
}
