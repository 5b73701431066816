import { useId } from 'react';
import { COMMON_MSG } from '../../../../domain/messages';
import type { BuyerSectionProps } from '../purchase-types';
import { FieldLabel } from './field-label';

/** Shown when the CPF has no account: the password of the account the purchase creates. */
export function PasswordFields({ form, change }: BuyerSectionProps) {
  const id = useId();
  return (
    <fieldset className="buyer-section">
      <legend>Crie sua senha de acesso</legend>
      <div className="field">
        <FieldLabel htmlFor={`${id}-senha`} label="Senha" required />
        <input
          id={`${id}-senha`}
          type="password"
          autoComplete="new-password"
          aria-describedby={`${id}-regra`}
          value={form.password}
          onChange={(e) => change('password', e.target.value)}
        />
        <p id={`${id}-regra`} className="field-hint">
          {COMMON_MSG.passwordWeak}
        </p>
      </div>
      <div className="field">
        <FieldLabel htmlFor={`${id}-repeticao`} label="Repita a senha" required />
        <input
          id={`${id}-repeticao`}
          type="password"
          autoComplete="new-password"
          value={form.passwordRepeat}
          onChange={(e) => change('passwordRepeat', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
