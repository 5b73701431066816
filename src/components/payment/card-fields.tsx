import type { ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { CARD_EXPIRY_MASK, CARD_NUMBER_MASK } from '../../../domain/masks';
import type { CardErrors, CardField, NewCardForm } from '../../../domain/card-form';
import './card-fields.css';
import { CARD_FIELD_IDS } from './use-card-check';

interface CardFieldsProps {
  card: NewCardForm;
  onChange: (card: NewCardForm) => void;
  /** Each field's message, shown under it. */
  errors?: CardErrors;
  onLeave?: (field: CardField) => void;
}

/** The label, the input and, when there is one, its message (read with the input). */
function CardField({
  field,
  label,
  error,
  children,
}: {
  field: CardField;
  label: string;
  error: string | undefined;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = CARD_FIELD_IDS[field];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': `${id}-erro` } : {}),
      })}
      {error && (
        <p id={`${id}-erro`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A new card: number (masked), name, expiry and CVV (SPEC §2 Checkout). The expiry is typed as
 * printed on the card, MM/AA, on every device (issue 38 item 5: a month picker differs from browser
 * to browser and is missing on desktop Firefox and Safari).
 */
export function CardFields({ card, onChange, errors = {}, onLeave }: CardFieldsProps) {
  const set = (field: keyof NewCardForm) => (value: string) => onChange({ ...card, [field]: value });
  const leave = (field: CardField) => () => onLeave?.(field);
  return (
    <div className="card-fields">
      <CardField field="number" label="Número do cartão" error={errors.number}>
        {(a11y) => (
          <IMaskInput
            {...a11y}
            mask={CARD_NUMBER_MASK}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onAccept={(value: string) => set('number')(value)}
            onBlur={leave('number')}
          />
        )}
      </CardField>
      <CardField field="holderName" label="Nome no cartão" error={errors.holderName}>
        {(a11y) => (
          <input
            {...a11y}
            autoComplete="cc-name"
            value={card.holderName}
            onChange={(e) => set('holderName')(e.target.value.toUpperCase())}
            onBlur={leave('holderName')}
          />
        )}
      </CardField>
      <div className="field-row">
        <CardField field="expiry" label="Validade (MM/AA)" error={errors.expiry}>
          {(a11y) => (
            <IMaskInput
              {...a11y}
              mask={CARD_EXPIRY_MASK}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              value={card.expiry}
              onAccept={(value: string) => set('expiry')(value)}
              onBlur={leave('expiry')}
            />
          )}
        </CardField>
        <CardField field="cvv" label="CVV" error={errors.cvv}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={card.cvv}
              onChange={(e) => set('cvv')(e.target.value.replace(/\D/g, ''))}
              onBlur={leave('cvv')}
            />
          )}
        </CardField>
      </div>
    </div>
  );
}
