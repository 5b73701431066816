import { useId } from 'react';
import { REFORM_FIELD_LABEL, REFORM_FIELDS, type ReformField } from '../../../../../domain/nfse-reform';

export interface NfseDraft extends Record<ReformField, string> {
  on: boolean;
  code: string;
  description: string;
  /** The ISS rate as typed, in percent ("5", "2,5"). */
  iss: string;
}

/** What each reform code looks like, under its field. */
const REFORM_HINT: Record<ReformField, string> = {
  nbsCode: '9 dígitos, como 1.0101.11.00',
  taxSituationCode: 'CST do IBS/CBS, 3 dígitos, como 000',
  taxClassificationCode: '6 dígitos, como 000001',
  operationIndicatorCode: '6 dígitos, como 020101',
};
const REFORM_MAX: Record<ReformField, number> = {
  nbsCode: 12,
  taxSituationCode: 3,
  taxClassificationCode: 6,
  operationIndicatorCode: 6,
};

/** "Emitir nota fiscal de serviço" and, when checked, the invoice's terms and the tax reform's codes. */
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
          <p className="muted">
            Reforma tributária (IBS/CBS): obrigatórios no Lucro Presumido e no Lucro Real; consulte a
            contabilidade da associação.
          </p>
          {REFORM_FIELDS.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{REFORM_FIELD_LABEL[field]}</label>
              <input
                id={`${id}-${field}`}
                inputMode="numeric"
                aria-describedby={`${id}-${field}-hint`}
                value={draft[field]}
                maxLength={REFORM_MAX[field]}
                onChange={(e) => set(field, e.target.value)}
              />
              <small id={`${id}-${field}-hint`} className="muted">
                {REFORM_HINT[field]}
              </small>
            </div>
          ))}
        </>
      )}
    </fieldset>
  );
}
