import { useId } from 'react';
import {
  PIS_COFINS_CST_LABEL,
  PIS_COFINS_CSTS,
  PIS_COFINS_MSG,
  ratesOf,
  type PisCofinsCst,
} from '../../../../../domain/nfse-pis-cofins';

/** What the PIS/COFINS fields hold as typed: the CST ('' for none) and the rates as people write them. */
export interface PisCofinsDraft {
  cst: PisCofinsCst | '';
  pis: string;
  cofins: string;
}

const RATES = [
  ['pis', PIS_COFINS_MSG.pisLabel],
  ['cofins', PIS_COFINS_MSG.cofinsLabel],
] as const;

/**
 * "Situação tributária de PIS/COFINS (CST)" and, where it has them, the operation rates of PIS and
 * COFINS (NT 007), for an association outside the Simples Nacional.
 */
export function PisCofinsFields({
  draft,
  onChange,
}: {
  draft: PisCofinsDraft;
  onChange: (next: PisCofinsDraft) => void;
}) {
  const id = useId();
  return (
    <fieldset className="pis-cofins-fields">
      <legend>PIS/COFINS da nota fiscal</legend>
      <p id={`${id}-hint`} className="muted">
        {PIS_COFINS_MSG.hint}
      </p>
      <div className="field">
        <label htmlFor={`${id}-cst`}>{PIS_COFINS_MSG.cstLabel}</label>
        <select
          id={`${id}-cst`}
          value={draft.cst}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange({ ...draft, cst: e.target.value as PisCofinsCst | '' })}
        >
          <option value="">Não informar</option>
          {PIS_COFINS_CSTS.map((cst) => (
            <option key={cst} value={cst}>
              {PIS_COFINS_CST_LABEL[cst]}
            </option>
          ))}
        </select>
      </div>
      {draft.cst &&
        ratesOf(draft.cst) === 'positive' &&
        RATES.map(([rate, label]) => (
          <div className="field" key={rate}>
            <label htmlFor={`${id}-${rate}`}>{label}</label>
            <input
              id={`${id}-${rate}`}
              inputMode="decimal"
              value={draft[rate]}
              onChange={(e) => onChange({ ...draft, [rate]: e.target.value })}
            />
          </div>
        ))}
    </fieldset>
  );
}
