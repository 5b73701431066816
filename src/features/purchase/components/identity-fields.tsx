import { COUNTRIES } from '../../../../domain/countries';
import { CPF_MASK } from '../../../../domain/masks';
import { KNOWN_CPF_MSG } from '../../../../domain/known-cpf-messages';
import { isBrazil } from '../../../../domain/purchase-rules';
import { fieldBinder, type BuyerSectionProps } from '../purchase-types';
import { MaskedInputField } from './masked-input-field';
import { SelectField } from './select-field';
import { TextInputField } from './text-input-field';

const COUNTRY_OPTIONS = [...COUNTRIES]
  .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
  .map((c) => ({ value: c.iso, label: c.nome }));

const CLASS_BODY_OPTIONS = [
  { value: '', label: 'Selecione' },
  { value: 'CRM', label: 'CRM' },
  { value: 'CRP', label: 'CRP' },
];

/** What the server knows of the CPF typed (machines/purchase.machine knownCpf). */
export type KnownCpf = 'hasAccount' | 'knownToAssociation' | null;

interface IdentityFieldsProps extends BuyerSectionProps {
  onCpfBlur: () => void;
  knownCpf: KnownCpf;
}

/** Who buys: name, country and its document (CPF in Brazil), birth date and profession. */
export function IdentityFields({ form, change, onCpfBlur, knownCpf }: IdentityFieldsProps) {
  const bind = fieldBinder({ form, change });
  const br = isBrazil(form.country);
  return (
    <>
      <TextInputField label="Nome completo" autoComplete="name" {...bind('name')} required />
      <SelectField
        label="País"
        autoComplete="country"
        value={form.country}
        options={COUNTRY_OPTIONS}
        onChange={(v) => change('country', v)}
        required
      />
      {br ? (
        <MaskedInputField
          label="CPF"
          mask={CPF_MASK}
          inputMode="numeric"
          {...bind('cpf')}
          onBlur={onCpfBlur}
          required
        />
      ) : (
        <TextInputField label="Documento" maxLength={40} {...bind('document')} required />
      )}
      {/* Always there, so that screen readers announce what appears in it as the CPF is checked. */}
      <p className={knownCpf ? 'cpf-note' : 'cpf-note cpf-note-empty'} role="status">
        {knownCpf && KNOWN_CPF_MSG[knownCpf]}
      </p>
      <TextInputField
        label="Data de nascimento"
        type="date"
        autoComplete="bday"
        {...bind('birthDate')}
        required
      />
      <SelectField
        label="Órgão de classe"
        value={form.classCouncil}
        options={CLASS_BODY_OPTIONS}
        onChange={(v) => change('classCouncil', v)}
      />
      <TextInputField
        label="Instituição/organização em que trabalha"
        autoComplete="organization"
        {...bind('workplace')}
      />
      <TextInputField
        label="Profissão/especialidade"
        autoComplete="organization-title"
        {...bind('profession')}
      />
    </>
  );
}
