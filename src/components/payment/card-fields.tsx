import { useState, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { CARD_EXPIRY_MASK, CARD_NUMBER_MASK } from '../../../domain/masks';
import type { CardErrors, CardField, NewCardForm } from '../../../domain/card-form';
import { hasMonthPicker } from '../../lib/month-picker';
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
 * A new card: number (masked), name, expiry and CVV (SPEC §2 Checkout). The expiry is the month
 * picker where the browser has one, else a typed MM/AAAA box; the form reads both the same way.
 */
export function CardFields({ card, onChange, errors = {}, onLeave }: CardFieldsProps) {
  const [monthPicker] = useState(hasMonthPicker);
  const set = (field: keyof NewCardForm) => (value: string) => onChange({ ...card, [field]: value });
  const leave = (field: CardField) => () => onLeave?.(field);
  return (
    <div className="card-fields">
      <CardField field="NUMERO_CARTAO" label="Número do cartão" error={errors.NUMERO_CARTAO}>
        {(a11y) => (
          <IMaskInput
            {...a11y}
            mask={CARD_NUMBER_MASK}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.NUMERO_CARTAO}
            onAccept={(value: string) => set('NUMERO_CARTAO')(value)}
            onBlur={leave('NUMERO_CARTAO')}
          />
        )}
      </CardField>
      <CardField field="NOME_CARTAO" label="Nome no cartão" error={errors.NOME_CARTAO}>
        {(a11y) => (
          <input
            {...a11y}
            autoComplete="cc-name"
            value={card.NOME_CARTAO}
            onChange={(e) => set('NOME_CARTAO')(e.target.value.toUpperCase())}
            onBlur={leave('NOME_CARTAO')}
          />
        )}
      </CardField>
      <div className="field-row">
        <CardField
          field="DATA_EXPIRACAO"
          label={monthPicker ? 'Validade' : 'Validade (MM/AAAA)'}
          error={errors.DATA_EXPIRACAO}
        >
          {(a11y) =>
            monthPicker ? (
              <input
                {...a11y}
                type="month"
                autoComplete="cc-exp"
                value={card.DATA_EXPIRACAO}
                onChange={(e) => set('DATA_EXPIRACAO')(e.target.value)}
                onBlur={leave('DATA_EXPIRACAO')}
              />
            ) : (
              <IMaskInput
                {...a11y}
                mask={CARD_EXPIRY_MASK}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/AAAA"
                value={card.DATA_EXPIRACAO}
                onAccept={(value: string) => set('DATA_EXPIRACAO')(value)}
                onBlur={leave('DATA_EXPIRACAO')}
              />
            )
          }
        </CardField>
        <CardField field="CODIGO_SEGURANCA" label="CVV" error={errors.CODIGO_SEGURANCA}>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={card.CODIGO_SEGURANCA}
              onChange={(e) => set('CODIGO_SEGURANCA')(e.target.value.replace(/\D/g, ''))}
              onBlur={leave('CODIGO_SEGURANCA')}
            />
          )}
        </CardField>
      </div>
    </div>
  );
}
