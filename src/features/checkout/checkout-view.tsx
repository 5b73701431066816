import { useState, type ReactNode } from 'react';
import { COMMON_MSG } from '../../../domain/messages';
import type { PaymentMethodId } from '../../../domain/payment-methods';
import type { CheckoutSend, CheckoutSnapshot, SavedCard } from '../../lib/checkout-slot';
import { LoadingScreen } from '../../components/loading-screen';
import { emptyCardChoice, MethodStep } from './method-step';
import { methodPanels } from './method-panels';

interface CheckoutViewProps {
  snapshot: CheckoutSnapshot;
  send: CheckoutSend;
  amountCentavos: number;
  /** The item's due date, DD/MM/YYYY, compared with the boleto's. */
  itemDueDate?: string;
  savedCard?: SavedCard | null;
  canSaveCard?: boolean;
  /** Shown while the machine waits for the member's PIN. */
  pinStep?: ReactNode;
  /** The methods listed (default: every checkout's). */
  methods?: readonly PaymentMethodId[] | undefined;
}

/** The checkout's steps, read from the checkout machine: the methods, then the chosen method's panel. */
export function CheckoutView({
  snapshot,
  send,
  amountCentavos,
  itemDueDate,
  savedCard,
  canSaveCard,
  pinStep,
  methods,
}: CheckoutViewProps) {
  const { transaction, method } = snapshot.context;
  const [cardChoice, setCardChoice] = useState(() => emptyCardChoice(Boolean(savedCard)));
  if (snapshot.hasTag('busy')) return <LoadingScreen />;
  if (snapshot.matches('authorizing')) return <>{pinStep}</>;
  const ChargedPanel = methodPanels[method];
  if ((snapshot.matches('pix') || snapshot.matches('boleto')) && transaction && ChargedPanel) {
    return <ChargedPanel snapshot={snapshot} send={send} itemDueDate={itemDueDate} />;
  }
  if (snapshot.matches('expired')) {
    return (
      <section className="card form" aria-label="PIX expirado">
        <p className="pix-expired">{COMMON_MSG.pixExpired}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'pix.regenerate' })}
        >
          Gerar novo PIX
        </button>
        <button type="button" className="button" onClick={() => send({ type: 'back' })}>
          Voltar
        </button>
      </section>
    );
  }
  if (snapshot.matches('paid')) return <LoadingScreen />;
  return (
    <MethodStep
      snapshot={snapshot}
      send={send}
      amountCentavos={amountCentavos}
      savedCard={savedCard}
      canSaveCard={canSaveCard}
      choice={cardChoice}
      onChoiceChange={setCardChoice}
      methods={methods}
    />
  );
}
