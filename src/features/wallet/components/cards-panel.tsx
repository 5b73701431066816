import { useEffect, useId, useRef, type Ref } from 'react';
import { Link } from 'react-router-dom';
import type { Cartao } from '../../../../domain/contract/wallet';
import { TITLE } from '../../../../domain/messages';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { errorMessage } from '../../../lib/api';
import { useWalletCardsQuery, useWalletSelectMainCardMutation } from '../api';
import { maskedCardNumber } from '../card-number';
import { WALLET_TEXT } from '../wallet-texts';
import { CardBrandLogo } from './card-brand-logo';

const mainFirst = (cards: Cartao[]) => [...cards].sort((a, b) => b.PRINCIPAL - a.PRINCIPAL);
const expiry = (card: Cartao) => `${String(card.MES_EXPIRACAO).padStart(2, '0')}/${card.ANO_EXPIRACAO}`;

/**
 * The focused "Tornar Principal" turns into the badge once its card is the main one, and the
 * focus would fall out of the open panel: its title takes it.
 */
function keepFocusIn(title: HTMLElement | null) {
  const lost = !document.activeElement || document.activeElement === document.body;
  if (title && lost && title.closest('dialog')?.open) title.focus();
}

/**
 * "Gerenciar Seus Cartões": a modal <dialog> that Home opens with showModal(). The main card
 * comes first; each other card can be made the main one.
 */
export function CardsPanel({ ref }: { ref: Ref<HTMLDialogElement> }) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const showAlert = useAlerts();
  const { data: cards = [], isLoading } = useWalletCardsQuery();
  const [selectMain, { isLoading: selecting }] = useWalletSelectMainCardMutation();

  useEffect(() => keepFocusIn(title.current), [cards]);

  const makeMain = async (card: Cartao) => {
    try {
      const answer = await selectMain(card.ID_ZOOP_EMITENTE_CARTAO).unwrap();
      await showAlert({
        kind: answer.RESULTADO ? 'success' : 'error',
        title: answer.RESULTADO ? TITLE.success : TITLE.error,
        message: answer.MSG,
      });
    } catch (error) {
      await showAlert({ kind: 'error', title: TITLE.error, message: errorMessage(error) });
    }
    keepFocusIn(title.current);
  };

  return (
    <dialog ref={ref} className="modal cards-panel" aria-labelledby={titleId}>
      <div className="modal-head">
        <h2 id={titleId} ref={title} tabIndex={-1}>
          Gerenciar Seus Cartões
        </h2>
        <form method="dialog">
          <button type="submit" className="icon-button" aria-label="Fechar">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z"
                fill="currentColor"
              />
            </svg>
          </button>
        </form>
      </div>
      {isLoading ? (
        <p className="muted">Carregando...</p>
      ) : cards.length === 0 ? (
        <p className="muted">{WALLET_TEXT.noCards}</p>
      ) : (
        <ul className="saved-cards">
          {mainFirst(cards).map((card) => (
            <li key={card.ID_ZOOP_EMITENTE_CARTAO} className={`saved-card ${card.PRINCIPAL ? 'main' : ''}`}>
              <CardBrandLogo brand={card.BANDEIRA} />
              <span className="saved-card-text">
                <span className="saved-card-number">{maskedCardNumber(card.NUMERO_CARTAO)}</span>
                <span className="muted">Validade {expiry(card)}</span>
              </span>
              {card.PRINCIPAL ? (
                <span className="badge badge-main">Principal</span>
              ) : (
                <button
                  type="button"
                  className="button button-small"
                  disabled={selecting}
                  onClick={() => void makeMain(card)}
                >
                  Tornar Principal
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to="/adicionarCartao" className="button button-primary">
        Adicionar novo cartão
      </Link>
    </dialog>
  );
}
