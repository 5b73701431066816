import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import type { ChargedPanelProps } from './method-panels';
import { PixPanel } from './pix-panel';

/** Jornada 3: the PIX of this item, whose payment also approves the recurrence at the bank. */
export function PixAutomaticoPanel({ snapshot }: ChargedPanelProps) {
  return (
    <>
      <p className="card pix-automatico-hint">{DEBITO_MSG.checkoutQrHint}</p>
      <PixPanel
        payload={snapshot.context.transaction?.pix?.qrCode ?? ''}
        secondsLeft={snapshot.context.secondsLeft}
      />
    </>
  );
}
