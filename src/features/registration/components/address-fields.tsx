import { CEP_MASK } from '../../../../domain/masks';
import { MaskedField } from '../../../components/masked-field';
import { TextField } from '../../../components/text-field';
import type { SectionProps } from './form-types';
import { UfSelect } from '../../../components/uf-select';

/** The address; a complete CEP fills street, district, city and state when the directory knows it. */
export function AddressFields({ fields, onField, lookingUpCep }: SectionProps & { lookingUpCep: boolean }) {
  const text = (
    label: string,
    field: 'logradouro' | 'logradouroNumero' | 'logradouroComplemento' | 'bairro' | 'cidade',
    autoComplete?: string,
  ) => (
    <TextField
      label={label}
      name={field}
      autoComplete={autoComplete}
      value={fields[field]}
      onChange={(e) => onField(field, e.target.value)}
    />
  );
  return (
    <fieldset className="registration-section">
      <legend>Endereço</legend>
      <MaskedField
        label="CEP"
        name="cep"
        mask={CEP_MASK}
        inputMode="numeric"
        autoComplete="postal-code"
        value={fields.cep}
        onChange={(value) => onField('cep', value)}
      />
      <p className="muted registration-hint" aria-live="polite">
        {lookingUpCep ? 'Buscando o endereço...' : ''}
      </p>
      {text('Logradouro', 'logradouro', 'address-line1')}
      <div className="field-row">
        {text('Número', 'logradouroNumero')}
        {text('Complemento', 'logradouroComplemento', 'address-line2')}
      </div>
      {text('Bairro', 'bairro')}
      <div className="field-row">
        {text('Cidade', 'cidade', 'address-level2')}
        <UfSelect
          label="Estado"
          name="estado"
          value={fields.estado}
          onChange={(value) => onField('estado', value)}
        />
      </div>
    </fieldset>
  );
}
