import { useId, useState, type FormEvent } from 'react';
import {
  bpsToPercentInput,
  LATE_PAYMENT_MESSAGES,
  latePaymentProblem,
  parsePercentInput,
  type LatePaymentSettings,
} from '../../../../../domain/gestao-late-payment';
import { settleOutcome } from '../../../../lib/api-result';
import { FormMessage, noteOf, type FormNote } from '../form-message';
import { useLatePaymentQuery, useUpdateLatePaymentMutation } from '../../categories-api';
import { LoadProblem } from '../../../../components/load-problem';

interface Draft {
  fine: string;
  interest: string;
}

const draftOf = (s: LatePaymentSettings): Draft => ({
  fine: bpsToPercentInput(s.lateFineBps),
  interest: bpsToPercentInput(s.monthlyInterestBps),
});

/** The typed percentages as the body the server takes, or what is wrong with them. */
function settingsOf(d: Draft): { ok: true; body: LatePaymentSettings } | { ok: false; message: string } {
  const lateFineBps = parsePercentInput(d.fine);
  if (lateFineBps === null) return { ok: false, message: LATE_PAYMENT_MESSAGES.fineInvalid };
  const monthlyInterestBps = parsePercentInput(d.interest);
  if (monthlyInterestBps === null) return { ok: false, message: LATE_PAYMENT_MESSAGES.interestInvalid };
  const body = { lateFineBps, monthlyInterestBps };
  const problem = latePaymentProblem(body);
  return problem ? { ok: false, message: problem } : { ok: true, body };
}

interface PercentFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

function PercentField({ label, value, onChange }: PercentFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function SettingsForm({ initial }: { initial: LatePaymentSettings }) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [message, setMessage] = useState<FormNote | null>(null);
  const [save, { isLoading }] = useUpdateLatePaymentMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const settings = settingsOf(draft);
    if (!settings.ok) return setMessage({ error: true, text: settings.message });
    setMessage(noteOf(await settleOutcome(save(settings.body)), LATE_PAYMENT_MESSAGES.saved));
  }

  return (
    <form
      aria-label="Multa e juros"
      className="gestao-toolbar categories-form"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <PercentField
        label="Multa por atraso (%)"
        value={draft.fine}
        onChange={(fine) => setDraft({ ...draft, fine })}
      />
      <PercentField
        label="Juros ao mês (%)"
        value={draft.interest}
        onChange={(interest) => setDraft({ ...draft, interest })}
      />
      <button type="submit" className="button" disabled={isLoading}>
        Salvar
      </button>
      <FormMessage note={message} />
    </form>
  );
}

/** "Multa e juros": what a member pays on dues after their due date, for this association. */
export function LatePaymentSection() {
  const { data, isError, error, refetch } = useLatePaymentQuery();
  return (
    <section className="gestao-card" aria-labelledby="late-payment">
      <h2 id="late-payment">Multa e juros</h2>
      <p className="muted">
        Cobrados de anuidades e contribuições pagas após o vencimento: a multa uma vez (no máximo 2%, o limite
        da lei) e os juros por dia de atraso.
      </p>
      {isError && <LoadProblem what="a multa e os juros" error={error} onRetry={() => void refetch()} />}
      {data && <SettingsForm initial={data} />}
    </section>
  );
}
