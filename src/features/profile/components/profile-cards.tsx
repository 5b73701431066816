import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { settle } from '../../../lib/api-result';
import { useSavedCardsQuery, type SavedCard } from '../../../lib/member-data-api';
import { useProfileRemoveCardMutation } from '../api';
import { PROFILE_TEXT } from '../profile-texts';
import { useReportOutcome } from '../use-report-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { QueryStatus } from './query-status';

const mainFirst = (cards: SavedCard[]) => [...cards].sort((a, b) => Number(b.isMain) - Number(a.isMain));
const expiry = (card: SavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;

/** 'Cartões de crédito' (#cartoes): the saved cards, masked, the main one first; each can be removed. */
export function ProfileCards({ titleRef }: { titleRef: Ref<HTMLHeadingElement> }) {
  const { data: cards, isLoading, error } = useSavedCardsQuery();
  const [remove, { isLoading: removing }] = useProfileRemoveCardMutation();
  const [toRemove, setToRemove] = useState<SavedCard | null>(null);
  const report = useReportOutcome();

  const confirmRemove = async (card: SavedCard) => {
    const outcome = await settle(remove(card.id));
    setToRemove(null);
    await report(outcome);
  };

  return (
    <section id="cartoes" className="card" aria-labelledby="cartoes-title">
      <h2 id="cartoes-title" ref={titleRef} tabIndex={-1}>
        Cartões de crédito
      </h2>
      {cards ? (
        cards.length === 0 ? (
          <p className="muted">{PROFILE_TEXT.noCards}</p>
        ) : (
          <ul className="profile-cards">
            {mainFirst(cards).map((card) => (
              <li key={card.id} className="profile-card">
                <span className="profile-card-number">•••• {card.last4}</span>
                <span className="muted">
                  {card.brand} · Validade {expiry(card)}
                </span>
                {card.isMain && <span className="profile-badge profile-badge-main">Principal</span>}
                <button
                  type="button"
                  className="link"
                  aria-label={`Remover o cartão final ${card.last4}`}
                  onClick={() => setToRemove(card)}
                >
                  Remover
                </button>
              </li>
            ))}
          </ul>
        )
      ) : (
        <QueryStatus isLoading={isLoading} error={error} />
      )}
      <Link to="/adicionarCartao" className="button profile-block-link">
        Adicionar novo cartão
      </Link>
      {toRemove && (
        <ConfirmDialog
          title="Remover cartão"
          message={PROFILE_TEXT.removeCardQuestion(toRemove)}
          confirmLabel="Remover"
          busyLabel="Removendo..."
          busy={removing}
          onConfirm={() => void confirmRemove(toRemove)}
          onCancel={() => setToRemove(null)}
        />
      )}
    </section>
  );
}
