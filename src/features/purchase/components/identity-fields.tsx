import { COUNTRIES } from '../../../../domain/countries';
import { CPF_MASK } from '../../../../domain/masks';
import { isBrazil } from '../../../../domain/purchase-rules';
import type { BuyerSectionProps } from '../purchase-types';
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

interface IdentityFieldsProps extends BuyerSectionProps {
  onCpfBlur: () => void;
}

/** Who buys: name, country and its document (CPF in Brazil), birth date and profession. */
export function IdentityFields({ form, change, onCpfBlur }: IdentityFieldsProps) {
  const br = isBrazil(form.pais);
  return (
    <>
      <TextInputField
        label="Nome completo"
        autoComplete="name"
        value={form.nome}
        onChange={(v) => change('nome', v)}
        required
      />
      <SelectField
        label="País"
        autoComplete="country"
        value={form.pais}
        options={COUNTRY_OPTIONS}
        onChange={(v) => change('pais', v)}
        required
      />
      {br ? (
        <MaskedInputField
          label="CPF"
          mask={CPF_MASK}
          inputMode="numeric"
          value={form.cpf}
          onChange={(v) => change('cpf', v)}
          onBlur={onCpfBlur}
          required
        />
      ) : (
        <TextInputField
          label="Documento"
          maxLength={40}
          value={form.documento}
          onChange={(v) => change('documento', v)}
          required
        />
      )}
      <TextInputField
        label="Data de nascimento"
        type="date"
        autoComplete="bday"
        value={form.dataNascimento}
        onChange={(v) => change('dataNascimento', v)}
        required
      />
      <SelectField
        label="Órgão de classe"
        value={form.orgaoClasse}
        options={CLASS_BODY_OPTIONS}
        onChange={(v) => change('orgaoClasse', v)}
      />
      <TextInputField
        label="Instituição/organização em que trabalha"
        autoComplete="organization"
        value={form.instituicaoOrganizacaoTrabalha}
        onChange={(v) => change('instituicaoOrganizacaoTrabalha', v)}
      />
      <TextInputField
        label="Profissão/especialidade"
        autoComplete="organization-title"
        value={form.profissaoEspecialidade}
        onChange={(v) => change('profissaoEspecialidade', v)}
      />
    </>
  );
}
