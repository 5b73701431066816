import { useId } from 'react';
import { TermsText } from '../../../components/terms-text';
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
        <TermsText />
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
