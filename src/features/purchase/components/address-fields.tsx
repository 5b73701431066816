import { NO_UF, UF_CODES } from '../../../../domain/brazil-states';
import { CEP_MASK } from '../../../../domain/masks';
import { isBrazil } from '../../../../domain/purchase-rules';
import type { BuyerSectionProps } from '../purchase-types';
import { MaskedInputField } from './masked-input-field';
import { SelectField } from './select-field';
import { TextInputField } from './text-input-field';

const UF_OPTIONS = [
  { value: NO_UF, label: 'Selecione' },
  ...UF_CODES.map((uf) => ({ value: uf, label: uf })),
];

/** The address: in Brazil the CEP fills it and the state is a UF; elsewhere all free text. */
export function AddressFields({ form, change }: BuyerSectionProps) {
  const br = isBrazil(form.country);
  return (
    <>
      {br ? (
        <MaskedInputField
          label="CEP"
          mask={CEP_MASK}
          inputMode="numeric"
          autoComplete="postal-code"
          value={form.cep}
          onChange={(v) => change('cep', v)}
          required
        />
      ) : (
        <TextInputField
          label="CEP"
          autoComplete="postal-code"
          maxLength={12}
          value={form.cep}
          onChange={(v) => change('cep', v)}
        />
      )}
      <TextInputField
        label="Logradouro"
        autoComplete="address-line1"
        value={form.street}
        onChange={(v) => change('street', v)}
        required={br}
      />
      <div className="field-row">
        <TextInputField
          label="Número"
          value={form.number}
          onChange={(v) => change('number', v)}
          required={br}
        />
        <TextInputField
          label="Complemento"
          autoComplete="address-line2"
          value={form.complement}
          onChange={(v) => change('complement', v)}
          required={br}
        />
      </div>
      <TextInputField
        label="Bairro"
        autoComplete="address-level3"
        value={form.district}
        onChange={(v) => change('district', v)}
        required={br}
      />
      <TextInputField
        label="Cidade"
        autoComplete="address-level2"
        value={form.city}
        onChange={(v) => change('city', v)}
        required={br}
      />
      {br ? (
        <SelectField
          label="Estado"
          value={form.state}
          options={UF_OPTIONS}
          onChange={(v) => change('state', v)}
          required
        />
      ) : (
        <TextInputField
          label="Estado"
          autoComplete="address-level1"
          maxLength={2}
          value={form.state}
          onChange={(v) => change('state', v)}
          required
        />
      )}
    </>
  );
}
