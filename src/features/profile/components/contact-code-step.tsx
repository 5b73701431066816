import { pinCodeSent } from '../../../../domain/wallet-messages';
import { ResendCountdown } from '../../../components/resend-countdown';
import { TextField } from '../../../components/text-field';

interface ContactCodeStepProps {
  newValue: string;
  sentTo: string;
  code: string;
  secondsLeft: number;
  canResend: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onEditValue: () => void;
}

/** The 6-digit code sent to the current contact; the sixth digit (typed or pasted) confirms it. */
export function ContactCodeStep(props: ContactCodeStepProps) {
  const { newValue, sentTo, code, secondsLeft, canResend, busy } = props;
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <p>
        Novo valor: <strong>{newValue}</strong>
      </p>
      {sentTo && <p>{pinCodeSent(sentTo)}</p>}
      <TextField
        label="Código de confirmação"
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        disabled={busy}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Verificando...' : 'Confirmar'}
      </button>
      <ResendCountdown
        secondsLeft={secondsLeft}
        canResend={canResend}
        busy={busy}
        onResend={props.onResend}
      />
      <button type="button" className="link" onClick={props.onEditValue} disabled={busy}>
        Corrigir o novo valor
      </button>
    </form>
  );
}
