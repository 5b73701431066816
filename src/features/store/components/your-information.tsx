import { useId } from 'react';
import { formatCpf } from '../../../../domain/cpf';
import { TextField } from '../../../components/text-field';
import type { MemberInfo } from '../api';
import { formatAddress, formatPhone } from '../contact-format';

const NOT_INFORMED = 'Não informado';

/** "Suas Informações": the member's own data, read-only (changed in the profile). */
export function YourInformation({ info }: { info: MemberInfo }) {
  const addressId = useId();
  return (
    <fieldset className="card review-fieldset">
      <legend>Suas Informações</legend>
      <TextField label="Nome" value={info.name} readOnly />
      <TextField label="CPF" value={formatCpf(info.cpf)} readOnly />
      <TextField label="E-mail" type="email" value={info.email ?? NOT_INFORMED} readOnly />
      <TextField label="Celular" value={info.mobile ? formatPhone(info.mobile) : NOT_INFORMED} readOnly />
      <div className="field">
        <label htmlFor={addressId}>Endereço</label>
        <textarea
          id={addressId}
          rows={2}
          value={info.address ? formatAddress(info.address) : NOT_INFORMED}
          readOnly
        />
      </div>
    </fieldset>
  );
}
