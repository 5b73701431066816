import { CEP_MASK } from '../../../../domain/masks';
import { MaskedField } from '../../../components/masked-field';
import { TextField } from '../../../components/text-field';
import type { SectionProps } from './form-types';
import { UfSelect } from '../../../components/uf-select';

/** The address; a complete CEP fills street, district, city and state when the directory knows it. */
export function AddressFields({ fields, onField, lookingUpCep }: SectionProps & { lookingUpCep: boolean }) {
  const text = (
    label: string,
    field: 'street' | 'number' | 'complement' | 'district' | 'city',
    name: string,
    autoComplete?: string,
  ) => (
    <TextField
      label={label}
      name={name}
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
      {text('Logradouro', 'street', 'logradouro', 'address-line1')}
      <div className="field-row">
        {text('Número', 'number', 'logradouroNumero')}
        {text('Complemento', 'complement', 'logradouroComplemento', 'address-line2')}
      </div>
      {text('Bairro', 'district', 'bairro')}
      <div className="field-row">
        {text('Cidade', 'city', 'cidade', 'address-level2')}
        <UfSelect
          label="Estado"
          name="estado"
          value={fields.state}
          onChange={(value) => onField('state', value)}
        />
      </div>
    </fieldset>
  );
}
