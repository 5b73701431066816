import { NO_UF, UF_CODES } from '../../../../domain/brazil-states';
import { CEP_MASK } from '../../../../domain/masks';
import { isBrazil } from '../../../../domain/purchase-rules';
import { fieldBinder, type BuyerSectionProps } from '../purchase-types';
import { MaskedInputField } from './masked-input-field';
import { SelectField } from './select-field';
import { TextInputField } from './text-input-field';

const UF_OPTIONS = [
  { value: NO_UF, label: 'Selecione' },
  ...UF_CODES.map((uf) => ({ value: uf, label: uf })),
];

/** The address: in Brazil the CEP fills it and the state is a UF; elsewhere all free text. */
export function AddressFields({ form, change }: BuyerSectionProps) {
  const bind = fieldBinder({ form, change });
  const br = isBrazil(form.country);
  return (
    <>
      {br ? (
        <MaskedInputField
          label="CEP"
          mask={CEP_MASK}
          inputMode="numeric"
          autoComplete="postal-code"
          {...bind('cep')}
          required
        />
      ) : (
        <TextInputField label="CEP" autoComplete="postal-code" maxLength={12} {...bind('cep')} />
      )}
      <TextInputField label="Logradouro" autoComplete="address-line1" {...bind('street')} required={br} />
      <div className="field-row">
        <TextInputField label="Número" {...bind('number')} required={br} />
        <TextInputField
          label="Complemento"
          autoComplete="address-line2"
          {...bind('complement')}
          required={br}
        />
      </div>
      <TextInputField label="Bairro" autoComplete="address-level3" {...bind('district')} required={br} />
      <TextInputField label="Cidade" autoComplete="address-level2" {...bind('city')} required={br} />
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
          {...bind('state')}
          required
        />
      )}
    </>
  );
}
