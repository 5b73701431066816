import { useEffect, useId, useRef, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { TITLE } from '../../../../domain/messages';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { settle } from '../../../lib/api-result';
import { useSavedCardsQuery, type SavedCard } from '../../../lib/member-data-api';
import { useWalletSelectMainCardMutation } from '../api';
import { maskedCardNumber } from '../card-number';
import { WALLET_TEXT } from '../wallet-texts';
import { CardBrandLogo } from './card-brand-logo';

const mainFirst = (cards: SavedCard[]) => [...cards].sort((a, b) => Number(b.isMain) - Number(a.isMain));
const expiry = (card: SavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;

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
  const { data: cards = [], isLoading } = useSavedCardsQuery();
  const [selectMain, { isLoading: selecting }] = useWalletSelectMainCardMutation();

  useEffect(() => keepFocusIn(title.current), [cards]);

  const makeMain = async (card: SavedCard) => {
    const outcome = await settle(selectMain(card.id));
    await showAlert(
      outcome.ok
        ? { kind: 'success', title: TITLE.success, message: outcome.value }
        : { kind: 'error', title: TITLE.error, message: outcome.message },
    );
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
            <li key={card.id} className={`saved-card ${card.isMain ? 'main' : ''}`}>
              <CardBrandLogo brand={card.brand} />
              <span className="saved-card-text">
                <span className="saved-card-number">{maskedCardNumber(card.last4)}</span>
                <span className="muted">Validade {expiry(card)}</span>
              </span>
              {card.isMain ? (
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
