import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { Cartao } from '../../../../domain/contract/wallet';
import { useProfileCardsQuery } from '../api';
import { PROFILE_TEXT } from '../profile-texts';
import { QueryStatus } from './query-status';

const mainFirst = (cards: Cartao[]) => [...cards].sort((a, b) => b.PRINCIPAL - a.PRINCIPAL);
const expiry = (card: Cartao) => `${String(card.MES_EXPIRACAO).padStart(2, '0')}/${card.ANO_EXPIRACAO}`;

/** 'Cartões de crédito' (#cartoes): the saved cards, masked, the main one first. */
export function ProfileCards({ titleRef }: { titleRef: Ref<HTMLHeadingElement> }) {
  const { data: cards, isLoading, error } = useProfileCardsQuery();
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
    </section>
  );
}
