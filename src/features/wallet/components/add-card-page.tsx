import { useState } from 'react';
import { TITLE } from '../../../../domain/messages';
import { transactionErrorText, type NewCardForm } from '../../../../domain/card-form';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { CardFields } from '../../../components/payment/card-fields';
import { useCardCheck } from '../../../components/payment/use-card-check';
import { settle } from '../../../lib/api-result';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletSaveCardMutation } from '../payment-api';
import { useGoBack } from '../use-go-back';
import '../wallet.css';
import { PageHeader } from './page-header';

const EMPTY_CARD: NewCardForm = {
  number: '',
  holderName: '',
  expiry: '',
  cvv: '',
};

/** /adicionarCartao: a new card kept for later payments (salvarCartao), then back. */
export function AddCardPage() {
  useDocumentTitle('Adicionar novo cartão');
  const [card, setCard] = useState<NewCardForm>(EMPTY_CARD);
  const [saveCard, { isLoading }] = useWalletSaveCardMutation();
  const showAlert = useAlerts();
  const goBack = useGoBack();
  const cardCheck = useCardCheck(card);

  const submit = async () => {
    if (!cardCheck.checkAll()) return;
    const outcome = await settle(saveCard(card));
    if (!outcome.ok) {
      return showAlert({ kind: 'error', title: TITLE.error, message: transactionErrorText(outcome.message) });
    }
    await showAlert({ kind: 'success', title: TITLE.success, message: outcome.value });
    goBack();
  };

  return (
    <div className="page">
      <PageHeader title="Adicionar novo cartão" />
      <main>
        <form
          className="card form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <CardFields card={card} onChange={setCard} errors={cardCheck.errors} onLeave={cardCheck.leave} />
          <button type="submit" className="button button-primary" disabled={isLoading}>
            {isLoading ? 'Salvando...' : 'Salvar'}
          </button>
        </form>
      </main>
    </div>
  );
}
