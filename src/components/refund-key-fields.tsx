import { useId } from 'react';
import { PIX_KEY_MSG, PIX_KEY_TYPE_LABEL, PIX_KEY_TYPES, isPixKeyType } from '../../domain/pix-key';
import type { TypedPixKey } from '../../machines/purchase-withdrawal.machine';

/**
 * "Chave PIX para devolução" of a withdrawn boleto purchase: its type (CPF, CNPJ, e-mail, celular,
 * aleatória) and the key, with the machine's refusal under it. Nothing is kept but what is typed.
 */
export function RefundKeyFields({
  value,
  onChange,
  error,
  disabled,
}: {
  value: TypedPixKey;
  onChange: (next: TypedPixKey) => void;
  error: string | null;
  disabled: boolean;
}) {
  const id = useId();
  const type = isPixKeyType(value.type) ? value.type : undefined;
  const described = [type ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="refund-key-fields">
      <div className="field">
        <label htmlFor={`${id}-type`}>{PIX_KEY_MSG.typeLabel}</label>
        <select
          id={`${id}-type`}
          value={value.type}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, type: e.target.value })}
        >
          <option value="" disabled>
            Escolha o tipo
          </option>
          {PIX_KEY_TYPES.map((t) => (
            <option key={t} value={t}>
              {PIX_KEY_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-key`}>{PIX_KEY_MSG.keyLabel}</label>
        <input
          id={`${id}-key`}
          value={value.typed}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          inputMode={
            type === 'cpf' ? 'numeric' : type === 'phone' ? 'tel' : type === 'email' ? 'email' : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => onChange({ ...value, typed: e.target.value })}
        />
        {type && (
          <small id={`${id}-hint`} className="muted">
            {PIX_KEY_MSG.hint[type]}
          </small>
        )}
        {error && (
          <p id={`${id}-error`} className="withdrawal-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
