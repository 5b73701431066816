import { useId } from 'react';
import { useWalletAcceptTermsMutation, useWalletTermsAcceptedQuery } from '../api';
import { WALLET_TEXT } from '../wallet-texts';
import { ModalDialog } from './modal-dialog';

/** The privacy terms, shown on Home until the member accepts them (kept on the server). */
export function TermsModal() {
  const titleId = useId();
  const { data: accepted } = useWalletTermsAcceptedQuery();
  const [accept, { isLoading }] = useWalletAcceptTermsMutation();
  if (accepted !== false) return null;
  return (
    <ModalDialog labelledBy={titleId} className="terms-modal" dismissible={false}>
      <h2 id={titleId}>{WALLET_TEXT.termsTitle}</h2>
      {/* It scrolls: focusable, so that the keyboard can scroll it too (and the dialog starts on it). */}
      <div className="terms-text" role="region" aria-label="Texto dos termos" tabIndex={0}>
        <p>
          Para oferecer o Quita, tratamos os seus dados pessoais (nome, CPF, contatos, dados profissionais e
          de pagamento) conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).
        </p>
        <p>
          Usamos esses dados para identificar você, manter o seu vínculo com as associações, registrar e
          cobrar anuidades, contribuições e compras, e enviar comprovantes e códigos de segurança.
        </p>
        <p>
          Os dados do seu cartão são guardados pela operadora de pagamentos; nós mantemos apenas a bandeira,
          os quatro últimos dígitos e a validade. Seus dados são compartilhados somente com as associações às
          quais você está vinculado e com os parceiros necessários ao pagamento.
        </p>
        <p>
          Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelos canais de
          atendimento da sua associação.
        </p>
      </div>
      <button
        type="button"
        className="button button-primary"
        disabled={isLoading}
        onClick={() => void accept()}
      >
        Li e aceito
      </button>
    </ModalDialog>
  );
}
