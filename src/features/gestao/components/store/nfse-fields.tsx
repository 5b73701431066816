import { useId } from 'react';

export interface NfseDraft {
  on: boolean;
  code: string;
  description: string;
  /** The ISS rate as typed, in percent ("5", "2,5"). */
  iss: string;
}

/** "Emitir nota fiscal de serviço" and, when checked, the invoice's terms. */
export function NfseFields({ draft, onChange }: { draft: NfseDraft; onChange: (next: NfseDraft) => void }) {
  const id = useId();
  const set = <K extends keyof NfseDraft>(key: K, value: NfseDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <fieldset className="store-nfse">
      <legend>Nota fiscal de serviço (NFS-e)</legend>
      <label className="checkbox">
        <input type="checkbox" checked={draft.on} onChange={(e) => set('on', e.target.checked)} /> Emitir nota
        fiscal de serviço
      </label>
      {draft.on && (
        <>
          <div className="field">
            <label htmlFor={`${id}-code`}>Código do serviço municipal</label>
            <input
              id={`${id}-code`}
              value={draft.code}
              maxLength={20}
              onChange={(e) => set('code', e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-description`}>Descrição do serviço</label>
            <textarea
              id={`${id}-description`}
              rows={3}
              maxLength={500}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-iss`}>Alíquota do ISS (%)</label>
            <input
              id={`${id}-iss`}
              inputMode="decimal"
              value={draft.iss}
              maxLength={6}
              onChange={(e) => set('iss', e.target.value)}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
