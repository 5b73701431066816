import { useId } from 'react';
import { COMMON_MSG } from '../../../../domain/messages';
import { PURCHASE_ACCOUNT_HINT } from '../../../../domain/purchase-messages';
import type { BuyerSectionProps } from '../purchase-types';
import { FieldLabel } from './field-label';

/**
 * Shown when the CPF has no account: the password of an account the purchase may create. Optional
 * (issue #38): left empty, the purchase is made with no account.
 */
export function PasswordFields({ form, change }: BuyerSectionProps) {
  const id = useId();
  return (
    <fieldset className="buyer-section">
      <legend>Crie sua senha de acesso (opcional)</legend>
      <p className="field-hint">{PURCHASE_ACCOUNT_HINT}</p>
      <div className="field">
        <FieldLabel htmlFor={`${id}-senha`} label="Senha" />
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
        <FieldLabel htmlFor={`${id}-repeticao`} label="Repita a senha" />
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
