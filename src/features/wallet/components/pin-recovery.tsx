import { useId, useState } from 'react';
import { CODE_LENGTH } from '../../../../domain/constants';
import { pinCodeSent } from '../../../../domain/wallet-messages';
import { LoadingScreen } from '../../../components/loading-screen';
import { WALLET_TEXT } from '../wallet-texts';
import { PinInputs } from './pin-inputs';

interface PinRecoveryProps {
  sending: boolean;
  busy: boolean;
  sentTo: string;
  secondsLeft: number;
  canResend: boolean;
  /** The code and the new PIN, typed twice as at registration. */
  onSubmit: (code: string, pin: string, pinAgain: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** "Esqueci meu PIN": the 6-digit code sent to the member plus a new PIN replace (and unlock) it. */
export function PinRecovery(props: PinRecoveryProps) {
  const { sending, busy, sentTo, secondsLeft, canResend, onSubmit, onResend, onCancel } = props;
  const titleId = useId();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [newPin, setNewPin] = useState('');
  const [pinAgain, setPinAgain] = useState('');

  if (sending) return <LoadingScreen />;
  return (
    <form
      className="card form pin-entry"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code, newPin, pinAgain);
      }}
    >
      <h2 id={titleId}>{WALLET_TEXT.pinRecoveryTitle}</h2>
      {sentTo && <p className="muted">{pinCodeSent(sentTo)}</p>}
      <div className="field">
        <label htmlFor={codeId}>Código de verificação</label>
        <input
          id={codeId}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        />
      </div>
      <PinInputs legend="Novo PIN" value={newPin} onChange={setNewPin} disabled={busy} />
      <PinInputs legend="Repita o PIN" value={pinAgain} onChange={setPinAgain} disabled={busy} />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Verificando...' : 'Confirmar'}
      </button>
      {canResend ? (
        <button type="button" className="link" onClick={onResend}>
          Reenviar código
        </button>
      ) : (
        secondsLeft > 0 && <p className="muted">Reenviar código em {mmss(secondsLeft)}</p>
      )}
      <button type="button" className="button" onClick={onCancel}>
        Voltar
      </button>
    </form>
  );
}
