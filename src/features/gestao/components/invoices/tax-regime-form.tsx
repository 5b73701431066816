import { useId, useState, type FormEvent } from 'react';
import type { InvoiceSettings } from '../../../../../domain/contract/gestao-invoices';
import { bpsToPercentInput, parsePercentInput } from '../../../../../domain/gestao-late-payment';
import { pisCofinsOf, regimeHasPisCofins, PIS_COFINS_MSG } from '../../../../../domain/nfse-pis-cofins';
import {
  REFORM_MSG,
  regimeRequiresReformCodes,
  TAX_REGIME_LABEL,
  TAX_REGIMES,
  type TaxRegime,
} from '../../../../../domain/nfse-reform';
import { settleOutcome } from '../../../../lib/api-result';
import { useInvoiceSettingsQuery, useSaveInvoiceSettingsMutation } from '../../invoices-api';
import { FormMessage, type FormNote } from '../form-message';
import { PisCofinsFields, type PisCofinsDraft } from './pis-cofins-fields';
import './invoices.css';

const draftOf = (saved: InvoiceSettings['pisCofins']): PisCofinsDraft => ({
  cst: saved?.cst ?? '',
  pis: saved?.pisRateBps != null ? bpsToPercentInput(saved.pisRateBps) : '',
  cofins: saved?.cofinsRateBps != null ? bpsToPercentInput(saved.cofinsRateBps) : '',
});

/** The typed PIS/COFINS as the settings take them (a rate that is no percentage: null, refused then). */
const typedOf = (draft: PisCofinsDraft) =>
  draft.cst
    ? {
        cst: draft.cst,
        pisRateBps: parsePercentInput(draft.pis),
        cofinsRateBps: parsePercentInput(draft.cofins),
      }
    : null;

/**
 * "Regime tributário" of the association: under Lucro Presumido or Real every product that issues
 * a service invoice needs the tax reform's codes (Loja e produtos); outside the Simples Nacional,
 * the invoices carry the association's PIS/COFINS (NT 007).
 */
export function TaxRegimeForm() {
  const id = useId();
  const settings = useInvoiceSettingsQuery();
  const [save, { isLoading }] = useSaveInvoiceSettingsMutation();
  const [chosen, setChosen] = useState<TaxRegime | ''>('');
  const [pisCofins, setPisCofins] = useState<PisCofinsDraft | null>(null);
  const [notice, setNotice] = useState<FormNote | null>(null);
  if (!settings.data) return null;
  const regime = chosen || settings.data.taxRegime || '';
  const draft = pisCofins ?? draftOf(settings.data.pisCofins);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!regime) return setNotice({ error: true, text: REFORM_MSG.regimeInvalid });
    const checked = pisCofinsOf(typedOf(draft), regime);
    if (!checked.ok) return setNotice({ error: true, text: checked.message });
    const outcome = await settleOutcome(save({ taxRegime: regime, pisCofins: checked.pisCofins }));
    setNotice(
      outcome.ok ? { error: false, text: REFORM_MSG.regimeSaved } : { error: true, text: outcome.message },
    );
  }

  return (
    <form className="gestao-card" aria-label="Regime tributário" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-regime`}>Regime tributário</label>
        <select
          id={`${id}-regime`}
          value={regime}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setChosen(e.target.value as TaxRegime)}
        >
          <option value="" disabled>
            Escolha o regime
          </option>
          {TAX_REGIMES.map((r) => (
            <option key={r} value={r}>
              {TAX_REGIME_LABEL[r]}
            </option>
          ))}
        </select>
        <small id={`${id}-hint`} className="muted">
          {regime && regimeRequiresReformCodes(regime)
            ? 'Os produtos com nota fiscal precisam do Código NBS, da Situação tributária (CST), da Classificação tributária (cClassTrib) e do Indicador de operação.'
            : 'No Lucro Presumido e no Lucro Real, os produtos com nota fiscal precisam dos códigos da reforma tributária.'}
        </small>
      </div>
      {regime && regimeHasPisCofins(regime) ? (
        <PisCofinsFields draft={draft} onChange={setPisCofins} />
      ) : (
        regime === 'simples' && <p className="muted">{PIS_COFINS_MSG.simples}</p>
      )}
      <button type="submit" className="button" disabled={isLoading}>
        Salvar regime
      </button>
      <FormMessage note={notice} />
    </form>
  );
}
