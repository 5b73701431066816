import { useId } from 'react';
import type { SuasInformacoes } from '../../../../domain/contract/store';
import { formatCpf } from '../../../../domain/cpf';
import { TextField } from '../../../components/text-field';
import { formatAddress, formatPhone } from '../contact-format';

const NOT_INFORMED = 'Não informado';

/** "Suas Informações": the member's own data, read-only (changed in the profile). */
export function YourInformation({ info }: { info: SuasInformacoes }) {
  const addressId = useId();
  return (
    <fieldset className="card review-fieldset">
      <legend>Suas Informações</legend>
      <TextField label="Nome" value={info.NOME} readOnly />
      <TextField label="CPF" value={formatCpf(info.CPF)} readOnly />
      <TextField label="E-mail" type="email" value={info.EMAIL ?? NOT_INFORMED} readOnly />
      <TextField label="Celular" value={info.CELULAR ? formatPhone(info.CELULAR) : NOT_INFORMED} readOnly />
      <div className="field">
        <label htmlFor={addressId}>Endereço</label>
        <textarea
          id={addressId}
          rows={2}
          value={info.ENDERECO ? formatAddress(info.ENDERECO) : NOT_INFORMED}
          readOnly
        />
      </div>
    </fieldset>
  );
}
