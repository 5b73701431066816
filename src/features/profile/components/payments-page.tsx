import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSavedCardsQuery } from '../../../lib/member-data-api';
import { useProfilePaidTransactionsQuery } from '../paid-transactions-api';
import '../profile.css';
import { PaidTransactions } from './paid-transactions';
import { ProfileCards } from './profile-cards';
import { ProfileHeader } from './profile-header';

/** /gerenciarPagamentos: paid transactions with receipts, and the cards (#cartoes). */
export function PaymentsPage() {
  const { hash } = useLocation();
  const cardsTitle = useRef<HTMLHeadingElement>(null);
  const { isLoading: paymentsLoading } = useProfilePaidTransactionsQuery();
  const { isLoading: cardsLoading } = useSavedCardsQuery();
  const laidOut = !paymentsLoading && !cardsLoading;

  // "Cartões de crédito" on the profile links here with #cartoes, which the router does not
  // scroll to; waiting for both lists keeps the payments above from pushing the cards away.
  useEffect(() => {
    if (hash !== '#cartoes' || !laidOut) return;
    cardsTitle.current?.scrollIntoView?.({ block: 'start' });
    cardsTitle.current?.focus({ preventScroll: true });
  }, [hash, laidOut]);

  return (
    <div className="page profile-screen">
      <ProfileHeader title="Gerenciar pagamentos" back="/perfil" />
      <main>
        <PaidTransactions />
        <ProfileCards titleRef={cardsTitle} />
      </main>
    </div>
  );
}
