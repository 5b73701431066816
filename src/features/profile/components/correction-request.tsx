import { useId, useState, type FormEvent } from 'react';
import type {
  CorrectionBody,
  HeldCorrectable,
  MyPrivacyRequest,
} from '../../../../domain/contract/privacy-requests';
import { formatCpf } from '../../../../domain/cpf';
import { formatDisplayDate } from '../../../../domain/dates';
import { PRIVACY_REQUEST_MSG as MSG } from '../../../../domain/privacy-request-messages';
import { TextField } from '../../../components/text-field';
import { settleOutcome } from '../../../lib/api-result';
import { useRequestCorrectionMutation } from '../privacy-requests-api';

type Field = CorrectionBody['field'];
type Said = { kind: 'sent' | 'failed'; text: string } | null;

/** The CPF and CRM held today, so the member sees what is wrong and, after an answer, the new value. */
function HeldValues({ held }: { held: HeldCorrectable }) {
  const crm = held.crm ? `${held.crm}${held.crmUf ? `/${held.crmUf}` : ''}` : MSG.notInformed;
  return (
    <dl className="privacy-held" aria-label={MSG.heldNow}>
      <div>
        <dt>{MSG.fields.cpf}</dt>
        <dd>{held.cpf ? formatCpf(held.cpf) : MSG.notInformed}</dd>
      </div>
      <div>
        <dt>{MSG.fields.crm}</dt>
        <dd>{crm}</dd>
      </div>
    </dl>
  );
}

/** "Solicitar correção": CPF or CRM, which only the association changes, with the right value and why. */
export function CorrectionRequest({ held }: { held: HeldCorrectable | undefined }) {
  const [send, { isLoading }] = useRequestCorrectionMutation();
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<Field>('cpf');
  const [newValue, setNewValue] = useState('');
  const [reason, setReason] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const fieldId = useId();
  const reasonId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newValue.trim()) return setSaid({ kind: 'failed', text: MSG.newValueRequired });
    if (!reason.trim()) return setSaid({ kind: 'failed', text: MSG.reasonRequired });
    const outcome = await settleOutcome(send({ field, newValue: newValue.trim(), reason: reason.trim() }));
    if (!outcome.ok) return setSaid({ kind: 'failed', text: outcome.message });
    setSaid({ kind: 'sent', text: MSG.correctionSent });
    setOpen(false);
    setNewValue('');
    setReason('');
  }

  return (
    <section className="card form privacy-section" aria-labelledby="privacy-correction">
      <h2 id="privacy-correction">{MSG.correctionHeading}</h2>
      {held && <HeldValues held={held} />}
      <p>{MSG.correctionIntro}</p>
      {said?.kind === 'sent' && <p role="status">{said.text}</p>}
      {!open ? (
        <button type="button" className="button" onClick={() => (setOpen(true), setSaid(null))}>
          {MSG.correctionOpen}
        </button>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor={fieldId}>{MSG.field}</label>
            <select id={fieldId} value={field} onChange={(e) => setField(e.target.value as Field)}>
              <option value="cpf">{MSG.fields.cpf}</option>
              <option value="crm">{MSG.fields.crm}</option>
            </select>
          </div>
          <TextField
            label={MSG.newValue}
            name="newValue"
            inputMode={field === 'cpf' ? 'numeric' : 'text'}
            maxLength={40}
            value={newValue}
            onChange={(e) => setNewValue(e.target.value)}
          />
          <div className="field">
            <label htmlFor={reasonId}>{MSG.reason}</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={isLoading}>
            {MSG.correctionSubmit}
          </button>
        </form>
      )}
      {said?.kind === 'failed' && <p role="alert">{said.text}</p>}
    </section>
  );
}

/** "Minhas solicitações": each request, its state and the association's answer. */
export function MyPrivacyRequestList({ items }: { items: readonly MyPrivacyRequest[] }) {
  if (items.length === 0) return null;
  return (
    <section className="card form privacy-section" aria-labelledby="privacy-requests">
      <h2 id="privacy-requests">{MSG.myRequests}</h2>
      <ul className="privacy-requests">
        {items.map((r) => (
          <li key={r.id}>
            <strong>{MSG.kinds[r.kind]}</strong>
            {r.field && ` (${MSG.fields[r.field]})`} — {r.associationName},{' '}
            {formatDisplayDate(new Date(r.requestedAt))}: {MSG.statuses[r.status]}
            {r.answer && <span className="privacy-answer">{r.answer}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
