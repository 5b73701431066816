import { useState } from 'react';
import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import { BankAuthorization } from '../../components/pix-automatico/bank-authorization';

/** Pix Automático chosen: instead of paying now by QR, the member may authorize from their bank (Jornada 1). */
export function PixAutomaticoBankOption({ itemId }: { itemId: number }) {
  const [open, setOpen] = useState(false);
  if (open) return <BankAuthorization itemId={itemId} />;
  return (
    <section className="card" aria-label={DEBITO_MSG.bankTitle}>
      <p>{DEBITO_MSG.bankIntro}</p>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {DEBITO_MSG.bankOpen}
      </button>
    </section>
  );
}
