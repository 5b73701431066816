import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { ACTIVITY_MAX_POINTS } from '../../../../domain/activity-messages';
import { ACTIVITY_PROOF_ACCEPT, type ActivityFields } from '../../../../domain/activity-rules';
import { toWireDate } from '../../../../domain/dates';
import type { Outcome } from '../../../../domain/outcome';
import {
  activityDeclarationMachine,
  type DeclarationErrors,
  type DeclareRequest,
} from '../../../../machines/activity-declaration.machine';
import { percentSent } from '../../../../machines/file-upload.machine';
import { settleOutcome } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import { tusUpload } from '../../../lib/tus-upload';
import { useActivityUploadTokenMutation, useDeclareActivityMutation } from '../activities-api';

interface ActivityFormProps {
  associationId: number;
  /** The goal's first year: an older activity counts for nothing. */
  firstYear: number;
  onSent: () => void;
  onCancel: () => void;
}

/** The proof's upload flow: one token for the form's tries, asked with the first. */
function useUploadToken() {
  const [requestToken] = useActivityUploadTokenMutation();
  const token = useRef<Promise<string> | null>(null);
  return () =>
    (token.current ??= requestToken()
      .unwrap()
      .catch((error: unknown) => {
        token.current = null;
        throw error;
      }));
}

const FIELDS: { key: keyof ActivityFields; label: string; type: string; extra?: object }[] = [
  { key: 'name', label: 'Nome da atividade', type: 'text', extra: { maxLength: 200 } },
  { key: 'date', label: 'Data', type: 'date' },
  {
    key: 'points',
    label: 'Pontos',
    type: 'text',
    extra: { inputMode: 'numeric', maxLength: 3, placeholder: `1 a ${ACTIVITY_MAX_POINTS}` },
  },
];

/** "Adicionar atividade": name, date, points and the proof; sent, it waits for staff ("Em análise"). */
export function ActivityForm({ associationId, firstYear, onSent, onCancel }: ActivityFormProps) {
  const uploadToken = useUploadToken();
  const [declare] = useDeclareActivityMutation();
  const [snapshot, send] = useMachine(
    activityDeclarationMachine.provide({
      actors: {
        upload: tusUpload(uploadToken),
        declare: fromPromise<Outcome<unknown>, DeclareRequest>(async ({ input }) =>
          settleOutcome(declare({ ...input, uploadToken: await uploadToken() })),
        ),
      },
    }),
    { input: { associationId, firstYear, today: toWireDate(new Date()) }, inspect },
  );
  const { fields, errors, error, file } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const ids = { name: useId(), date: useId(), points: useId(), proof: useId() };
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onSent();
  }, [done, onSent]);

  const problem = (key: keyof DeclarationErrors) =>
    errors[key] ? (
      <p id={`${ids[key]}-erro`} className="activity-error">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: keyof DeclarationErrors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${ids[key]}-erro` } : {};

  return (
    <form
      className="form activity-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'submit' });
      }}
    >
      {FIELDS.map(({ key, label, type, extra }) => (
        <div className="field" key={key}>
          <label htmlFor={ids[key]}>{label}</label>
          <input
            id={ids[key]}
            name={key}
            type={type}
            value={fields[key]}
            disabled={busy}
            {...(key === 'date' ? { max: snapshot.context.today } : {})}
            {...extra}
            {...described(key)}
            onChange={(e) => send({ type: 'field', key, value: e.target.value })}
          />
          {problem(key)}
        </div>
      ))}
      <div className="field">
        <label htmlFor={ids.proof}>Comprovante (PDF, JPG ou PNG, até 15MB)</label>
        <input
          id={ids.proof}
          name="comprovante"
          type="file"
          accept={ACTIVITY_PROOF_ACCEPT}
          disabled={busy}
          {...described('proof')}
          onChange={(e) => send({ type: 'file', file: e.target.files?.[0] ?? null })}
        />
        {problem('proof')}
      </div>
      {snapshot.matches('uploading') && file && (
        <progress
          className="points-progress"
          aria-label={`Enviando ${file.name}`}
          value={percentSent(snapshot.context)}
          max={100}
        />
      )}
      {error && (
        <p role="alert" className="activity-error">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Enviando...' : 'Enviar atividade'}
        </button>
      </div>
    </form>
  );
}
