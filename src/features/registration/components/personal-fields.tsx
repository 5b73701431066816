import { useId } from 'react';
import { CPF_MASK, PHONE_MASKS } from '../../../../domain/masks';
import { MaskedField } from '../../../components/masked-field';
import { TextField } from '../../../components/text-field';
import type { SectionProps } from './form-types';

const DATE_MASK = '00/00/0000';
const MOBILE_MASK = PHONE_MASKS[1];

export function PersonalFields({ fields, onField }: SectionProps) {
  const sexId = useId();
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
      <MaskedField
        label="Data de nascimento"
        name="dataNascimento"
        mask={DATE_MASK}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="DD/MM/AAAA"
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
      <div className="field">
        <label htmlFor={sexId}>Sexo</label>
        <select id={sexId} name="sexo" value={fields.sex} onChange={(e) => onField('sex', e.target.value)}>
          <option value="">Prefiro não informar</option>
          <option value="F">Feminino</option>
          <option value="M">Masculino</option>
        </select>
      </div>
    </fieldset>
  );
}
