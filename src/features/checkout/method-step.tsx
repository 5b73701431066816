import { MAX_INSTALLMENTS } from '../../../domain/constants';
import { installmentLabel } from '../../../domain/money';
import { CARD_FIELDS, type NewCardForm } from '../../../domain/card-form';
import {
  alwaysOfferedMethodIds,
  methodInfo,
  paymentMethods,
  type PaymentMethodId,
} from '../../../domain/payment-methods';
import { CardFields } from '../../components/payment/card-fields';
import './checkout.css';
import type { CheckoutSend, CheckoutSnapshot, SavedCard } from '../../lib/checkout-slot';
import { useCardCheck } from '../../components/payment/use-card-check';

/** What the buyer typed or chose for the card; kept by CheckoutView across a refused attempt. */
export interface CardChoice {
  card: NewCardForm;
  useSaved: boolean;
  saveCard: boolean;
}

export const emptyCardChoice = (hasSavedCard: boolean): CardChoice => ({
  card: { number: '', holderName: '', expiry: '', cvv: '' },
  useSaved: hasSavedCard,
  saveCard: false,
});

interface MethodStepProps {
  snapshot: CheckoutSnapshot;
  send: CheckoutSend;
  amountCentavos: number;
  /** The member's main card, offered before a new one; public buyers have none. */
  savedCard?: SavedCard | null;
  /** Members may keep the new card for later payments. */
  canSaveCard?: boolean;
  choice: CardChoice;
  onChoiceChange: (choice: CardChoice) => void;
  /** The methods listed (default: every checkout's). */
  methods?: readonly PaymentMethodId[] | undefined;
}

/** Step 0: choose a method of the registry (a card with installments), then "Confirmar Transação". */
export function MethodStep({
  snapshot,
  send,
  amountCentavos,
  savedCard,
  canSaveCard,
  choice,
  onChoiceChange,
  methods = alwaysOfferedMethodIds,
}: MethodStepProps) {
  const { method, installments, refusal } = snapshot.context;
  const { card, useSaved, saveCard } = choice;
  const setCard = (next: NewCardForm) => {
    onChoiceChange({ ...choice, card: next });
    // The mask reports the value it was given back on mounting: only a real change counts.
    if (CARD_FIELDS.some((field) => next[field] !== card[field])) send({ type: 'card.changed' });
  };
  const setUseSaved = (next: boolean) => {
    onChoiceChange({ ...choice, useSaved: next });
    send({ type: 'card.changed' });
  };
  const setSaveCard = (next: boolean) => onChoiceChange({ ...choice, saveCard: next });
  const cardCheck = useCardCheck(card);
  const needs = paymentMethods[method].needs;

  const submit = () => {
    if (!needs.card) return send({ type: 'payment.submitted' });
    if (useSaved && savedCard) {
      return send({ type: 'payment.submitted', card: { savedCardId: savedCard.id } });
    }
    // The PIN is asked only for a card that can be charged.
    if (!cardCheck.checkAll()) return;
    send({ type: 'payment.submitted', card: { newCard: card, save: saveCard } });
  };

  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="methods">
        <legend>Escolha a forma de pagamento</legend>
        {methods.map((id) => {
          const { label, hint } = methodInfo(id);
          return (
            <label key={id} className={`method-option ${method === id ? 'selected' : ''}`}>
              <input
                type="radio"
                name="forma-pagamento"
                value={id}
                checked={method === id}
                onChange={() => send({ type: 'method.selected', method: id })}
              />
              <span className="method-label">{label}</span>
              {hint && <span className="method-hint">{hint}</span>}
            </label>
          );
        })}
      </fieldset>

      {needs.card && (
        <>
          {savedCard && (
            <fieldset className="methods">
              <legend>Cartão</legend>
              <label className="method-option">
                <input type="radio" name="cartao" checked={useSaved} onChange={() => setUseSaved(true)} />
                <span className="method-label">
                  {savedCard.brand} •••• {savedCard.last4}
                </span>
              </label>
              <label className="method-option">
                <input type="radio" name="cartao" checked={!useSaved} onChange={() => setUseSaved(false)} />
                <span className="method-label">Usar outro cartão</span>
              </label>
            </fieldset>
          )}
          {(!savedCard || !useSaved) && (
            <>
              <CardFields
                card={card}
                onChange={setCard}
                errors={cardCheck.errors}
                onLeave={cardCheck.leave}
              />
              {canSaveCard && (
                <label className="checkbox">
                  <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />
                  Salvar este cartão para os próximos pagamentos
                </label>
              )}
            </>
          )}
        </>
      )}
      {needs.installments && (
        <div className="field">
          <label htmlFor="parcelas">Parcelas</label>
          <select
            id="parcelas"
            value={installments}
            onChange={(e) => send({ type: 'installments.selected', count: Number(e.target.value) })}
          >
            {Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {installmentLabel(amountCentavos, n)}
              </option>
            ))}
          </select>
        </div>
      )}

      {refusal && (
        <p className="form-refusal" role="status">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button-primary">
        Confirmar Transação
      </button>
    </form>
  );
}
