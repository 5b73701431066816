import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import type { Cartao } from '../../../../domain/contract/wallet';
import { settle } from '../../../lib/api-result';
import { useProfileCardsQuery, useProfileRemoveCardMutation } from '../api';
import { PROFILE_TEXT } from '../profile-texts';
import { useReportOutcome } from '../use-report-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { QueryStatus } from './query-status';

const mainFirst = (cards: Cartao[]) => [...cards].sort((a, b) => b.PRINCIPAL - a.PRINCIPAL);
const expiry = (card: Cartao) => `${String(card.MES_EXPIRACAO).padStart(2, '0')}/${card.ANO_EXPIRACAO}`;

/** 'Cartões de crédito' (#cartoes): the saved cards, masked, the main one first; each can be removed. */
export function ProfileCards({ titleRef }: { titleRef: Ref<HTMLHeadingElement> }) {
  const { data: cards, isLoading, error } = useProfileCardsQuery();
  const [remove, { isLoading: removing }] = useProfileRemoveCardMutation();
  const [toRemove, setToRemove] = useState<Cartao | null>(null);
  const report = useReportOutcome();

  const confirmRemove = async (card: Cartao) => {
    const outcome = await settle(remove(card.ID_ZOOP_EMITENTE_CARTAO));
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
              <li key={card.ID_ZOOP_EMITENTE_CARTAO} className="profile-card">
                <span className="profile-card-number">•••• {card.NUMERO_CARTAO}</span>
                <span className="muted">
                  {card.BANDEIRA} · Validade {expiry(card)}
                </span>
                {card.PRINCIPAL === 1 && <span className="profile-badge profile-badge-main">Principal</span>}
                <button
                  type="button"
                  className="link"
                  aria-label={`Remover o cartão final ${card.NUMERO_CARTAO}`}
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
