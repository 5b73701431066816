import { useId } from 'react';
import type { SettingsNotice } from '../../../../../machines/gestao-settings.machine';
import { FormMessage } from '../form-message';

/** What a settings card shows of what is stored: a term and its value a row, never a secret. */
export function SettingsRows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="pix-settings-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RemovalProps {
  /** What goes away, as the buttons name it: "credenciais", "Asaas". */
  what: string;
  confirming: boolean;
  busy: boolean;
  onAsk: (confirming: boolean) => void;
  onConfirm: () => void;
}

/** "Remover …" asks first: the removal happens only on "Confirmar remoção …". */
function RemovalButtons({ what, confirming, busy, onAsk, onConfirm }: RemovalProps) {
  if (!confirming)
    return (
      <button type="button" className="button" onClick={() => onAsk(true)}>
        Remover {what}
      </button>
    );
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={onConfirm}>
        Confirmar remoção {what === 'credenciais' ? 'das credenciais' : `do ${what}`}
      </button>
      <button type="button" className="button" onClick={() => onAsk(false)}>
        Cancelar
      </button>
    </>
  );
}

/** A settings form's last lines: what the last action said (an error as an alert), Salvar, Remover. */
export function SettingsFormFooter(props: {
  notice: SettingsNotice;
  saving: boolean;
  /** Absent while nothing is stored to remove. */
  removal: RemovalProps | undefined;
}) {
  const { notice, saving, removal } = props;
  return (
    <>
      <FormMessage note={notice} />
      <div className="pix-settings-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          Salvar
        </button>
        {removal && <RemovalButtons {...removal} />}
      </div>
    </>
  );
}

/**
 * A "Testar conexão" card whose check answers passed or a message: the button, "Testando...",
 * then the failure as an alert or `passedText` as a status.
 */
export function SimpleCheckCard(props: {
  id: string;
  title: string;
  intro: string;
  loading: boolean;
  failedText: string | null;
  passedText: string | null;
  onCheck: () => void;
}) {
  const { loading, failedText, passedText } = props;
  return (
    <section className="gestao-card pix-settings-check" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p className="muted">{props.intro}</p>
      <button type="button" className="button" disabled={loading} onClick={props.onCheck}>
        Testar conexão
      </button>
      {loading && (
        <p role="status" className="muted">
          Testando...
        </p>
      )}
      {!loading && failedText && (
        <p role="alert" className="pix-settings-failed">
          {failedText}
        </p>
      )}
      {!loading && !failedText && passedText && (
        <p role="status" className="pix-settings-passed">
          {passedText}
        </p>
      )}
    </section>
  );
}

/** What a saved secret's empty field says: it is kept, not shown. */
export const SAVED_SECRET_PLACEHOLDER = 'Salvo — digite para substituir';

/**
 * A settings field with its hint; a secret is typed blind and never filled back: once saved
 * (`saved`), its empty field says so.
 */
export function SettingsField(props: {
  label: string;
  hint: string;
  value: string;
  secret?: boolean;
  saved?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.secret ? 'password' : 'text'}
        autoComplete={props.secret ? 'new-password' : 'off'}
        spellCheck={false}
        value={props.value}
        placeholder={props.secret && props.saved ? SAVED_SECRET_PLACEHOLDER : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <small id={`${id}-hint`} className="muted">
        {props.hint}
      </small>
    </div>
  );
}
