import { CPF_MASK, PHONE_MASKS } from '../../../../domain/masks';
import { MaskedField } from '../../../components/masked-field';
import { BirthDateField, SexField } from '../../../components/person-fields';
import { TextField } from '../../../components/text-field';
import type { SectionProps } from './form-types';

const MOBILE_MASK = PHONE_MASKS[1];

export function PersonalFields({ fields, onField }: SectionProps) {
  return (
    <fieldset className="registration-section">
      <legend>Dados pessoais</legend>
      <TextField
        label="Nome completo"
        name="nome"
        autoComplete="name"
        value={fields.name}
        onChange={(e) => onField('name', e.target.value)}
      />
      <TextField
        label="Nome de apresentação"
        name="nome_apresentacao"
        autoComplete="nickname"
        placeholder="Ex.: Dra. Ana Souza"
        value={fields.displayName}
        onChange={(e) => onField('displayName', e.target.value)}
      />
      {/* The CPF was checked at the first step; changing it here would skip that check. */}
      <MaskedField label="CPF" name="cpf" mask={CPF_MASK} value={fields.cpf} onChange={() => {}} readOnly />
      <BirthDateField
        name="dataNascimento"
        value={fields.birthDate}
        onChange={(value) => onField('birthDate', value)}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={fields.email}
        onChange={(e) => onField('email', e.target.value)}
      />
      <MaskedField
        label="Celular"
        name="celular"
        mask={MOBILE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(00) 00000-0000"
        value={fields.mobile}
        onChange={(value) => onField('mobile', value)}
      />
      <SexField name="sexo" value={fields.sex} onChange={(value) => onField('sex', value)} />
    </fieldset>
  );
}
