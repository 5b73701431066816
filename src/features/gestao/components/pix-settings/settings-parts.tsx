import type { SettingsNotice } from '../../../../../machines/gestao-settings.machine';

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
      <p
        className={notice?.error ? 'pix-settings-failed' : 'muted'}
        role={notice?.error ? 'alert' : 'status'}
      >
        {notice?.text}
      </p>
      <div className="pix-settings-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          Salvar
        </button>
        {removal && <RemovalButtons {...removal} />}
      </div>
    </>
  );
}
