import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AnnuityPricesBody } from '../../../../../domain/contract/gestao-categories';
import { annuityPricesProblem } from '../../../../../domain/gestao-categories';
import { centavosToInput, parseReaisInput } from '../../../../../domain/gestao-money-input';
import { FormMessage, type FormNote } from '../form-message';
import { MoneyField } from '../money-field';

export interface PricesDraft {
  annuity: string;
  promo: string;
  promoUntil: string;
}

export const draftOf = (p: AnnuityPricesBody): PricesDraft => ({
  annuity: centavosToInput(p.annuityCentavos),
  promo: p.annuityPromoCentavos === null ? '' : centavosToInput(p.annuityPromoCentavos),
  promoUntil: p.annuityPromoUntil ?? '',
});

export const EMPTY_DRAFT: PricesDraft = { annuity: '', promo: '', promoUntil: '' };

/** The typed prices as the body the server takes, or the message saying what is wrong with them. */
export function pricesOf(
  d: PricesDraft,
): { ok: true; body: AnnuityPricesBody } | { ok: false; message: string } {
  const body = {
    annuityCentavos: parseReaisInput(d.annuity) ?? -1,
    annuityPromoCentavos: d.promo.trim() === '' ? null : (parseReaisInput(d.promo) ?? -1),
    annuityPromoUntil: d.promoUntil === '' ? null : d.promoUntil,
  };
  const problem = annuityPricesProblem(body);
  return problem ? { ok: false, message: problem } : { ok: true, body };
}

interface PriceFieldsProps {
  draft: PricesDraft;
  onChange: (draft: PricesDraft) => void;
}

/** Normal price, early-payment price and its last day: three labelled fields. */
export function PriceFields({ draft, onChange }: PriceFieldsProps) {
  const id = useId();
  return (
    <>
      <MoneyField
        label="Anuidade"
        value={draft.annuity}
        onChange={(annuity) => onChange({ ...draft, annuity })}
      />
      <MoneyField
        label="Preço antecipado"
        value={draft.promo}
        onChange={(promo) => onChange({ ...draft, promo })}
      />
      <div className="field">
        <label htmlFor={`${id}-until`}>Antecipado até</label>
        <input
          id={`${id}-until`}
          type="date"
          value={draft.promoUntil}
          onChange={(e) => onChange({ ...draft, promoUntil: e.target.value })}
        />
      </div>
    </>
  );
}

interface SaveFormProps {
  label: string;
  initial: PricesDraft;
  submitText: string;
  onSave: (body: AnnuityPricesBody) => Promise<string | null>;
  children?: ReactNode;
}

/** A form of prices with its own message line: the rule broken, the server's refusal or "saved". */
export function PricesForm({ label, initial, submitText, onSave, children }: SaveFormProps) {
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState<FormNote | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const prices = pricesOf(draft);
    if (!prices.ok) return setMessage({ error: true, text: prices.message });
    setBusy(true);
    const refusal = await onSave(prices.body);
    setBusy(false);
    setMessage(refusal ? { error: true, text: refusal } : { error: false, text: 'Salvo.' });
  }

  return (
    <form
      aria-label={label}
      className="gestao-toolbar categories-form"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      {children}
      <PriceFields draft={draft} onChange={setDraft} />
      <button type="submit" className="button" disabled={busy}>
        {submitText}
      </button>
      <FormMessage note={message} />
    </form>
  );
}
