import { useState } from 'react';
import {
  CARD_FIELDS,
  cardFieldErrors,
  type CardErrors,
  type CardField,
  type NewCardForm,
} from '../../../domain/card-form';

/** The inputs of CardFields, by field: the first one in error takes the focus. */
export const CARD_FIELD_IDS: Record<CardField, string> = {
  number: 'numero-cartao',
  holderName: 'nome-cartao',
  expiry: 'validade-cartao',
  cvv: 'cvv-cartao',
};

/**
 * The card checked on the form, before the PIN: a field says what is wrong once the member
 * leaves it filled in, and every field does when the form is sent.
 */
export function useCardCheck(card: NewCardForm) {
  const [checked, setChecked] = useState<ReadonlySet<CardField>>(new Set());
  const all = cardFieldErrors(card);
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) if (checked.has(field) && all[field]) errors[field] = all[field];

  const leave = (field: CardField) => {
    if (card[field].trim() && !checked.has(field)) setChecked(new Set(checked).add(field));
  };

  /** True when the card can go on; otherwise its messages show and the first wrong field is focused. */
  const checkAll = () => {
    setChecked(new Set(CARD_FIELDS));
    const first = CARD_FIELDS.find((field) => all[field]);
    if (first) document.getElementById(CARD_FIELD_IDS[first])?.focus();
    return !first;
  };

  return { errors, leave, checkAll };
}
