import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_UF } from '../../../../domain/brazil-states';
import type { CepAddress } from '../../../../domain/cep-address';
import type { Endereco } from '../../../../domain/contract/profile';
import { onlyDigits } from '../../../../domain/digits';
import { CEP_MASK } from '../../../../domain/masks';
import { REG_MSG } from '../../../../domain/registration-messages';
import { MaskedField } from '../../../components/masked-field';
import { TextField } from '../../../components/text-field';
import { UfSelect } from '../../../components/uf-select';
import { useLazyCepAddressQuery } from '../../../lib/member-data-api';
import { useProfileSaveAddressMutation } from '../api';
import { formatCep } from '../contact-format';
import { outcomeOf } from '../outcome';
import { PROFILE_TEXT } from '../profile-texts';
import { useReportOutcome } from '../use-report-outcome';

/** The masked CEP is complete at 9 characters ("00000-000"). */
const MASKED_CEP_LENGTH = 9;

export interface AddressFields {
  descricao: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
  principal: boolean;
}

export const EMPTY_ADDRESS: AddressFields = {
  descricao: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: NO_UF,
  principal: false,
};

export const addressFieldsOf = (a: Endereco): AddressFields => ({
  descricao: a.DESCRICAO ?? '',
  cep: formatCep(a.CEP),
  logradouro: a.LOGRADOURO,
  numero: a.NUMERO,
  complemento: a.COMPLEMENTO ?? '',
  bairro: a.BAIRRO,
  cidade: a.CIDADE,
  estado: a.ESTADO,
  principal: a.PRINCIPAL === 1,
});

const filledFrom = (f: AddressFields, a: CepAddress): AddressFields => ({
  ...f,
  logradouro: a.street || f.logradouro,
  bairro: a.neighbourhood || f.bairro,
  cidade: a.city || f.cidade,
  estado: a.state ? a.state.toUpperCase() : f.estado,
});

interface AddressFormProps {
  id: number | null;
  initial: AddressFields;
  /**
   * Why 'Endereço principal' cannot be unticked, if it cannot: the first address is always the
   * main one, and the main one stays main until another is chosen (the server's rules).
   */
  mainLocked: string | null;
}

/** An address: a complete CEP fills street, district, city and state when the directory knows it. */
export function AddressForm({ id, initial, mainLocked }: AddressFormProps) {
  const [fields, setFields] = useState(initial);
  const [lookupCep, cepLookup] = useLazyCepAddressQuery();
  const [save, { isLoading }] = useProfileSaveAddressMutation();
  const report = useReportOutcome();
  const navigate = useNavigate();
  const mainHintId = useId();
  const principal = mainLocked !== null || fields.principal;
  const set = <K extends keyof AddressFields>(field: K, value: AddressFields[K]) =>
    setFields((f) => ({ ...f, [field]: value }));

  const changeCep = (cep: string) => {
    set('cep', cep);
    if (cep.length !== MASKED_CEP_LENGTH) return;
    lookupCep(onlyDigits(cep), true)
      .unwrap()
      .then((address) => setFields((f) => (f.cep === cep ? filledFrom(f, address) : f)))
      // Unknown CEP: the person types the address; the hint below says so.
      .catch(() => undefined);
  };
  const cepHint = cepLookup.isFetching
    ? PROFILE_TEXT.lookingUpCep
    : cepLookup.isError && cepLookup.originalArgs === onlyDigits(fields.cep)
      ? REG_MSG.cepNotFound
      : '';

  const submit = async () => {
    const outcome = await outcomeOf(
      save({
        ...(id !== null ? { ID_EMITENTE_ENDERECO: id } : {}),
        DESCRICAO: fields.descricao.trim(),
        CEP: fields.cep,
        LOGRADOURO: fields.logradouro.trim(),
        NUMERO: fields.numero.trim(),
        COMPLEMENTO: fields.complemento.trim(),
        BAIRRO: fields.bairro.trim(),
        CIDADE: fields.cidade.trim(),
        ESTADO: fields.estado,
        PRINCIPAL: principal,
      }),
    );
    if (outcome.ok) navigate('/dadosProfissionais', { replace: true });
    await report(outcome);
  };

  const text = (
    label: string,
    field: 'descricao' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade',
    extra: { autoComplete?: string; placeholder?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={fields[field]}
      onChange={(e) => set(field, e.target.value)}
      {...extra}
    />
  );

  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {text('Descrição', 'descricao', { placeholder: 'Ex.: Consultório', autoComplete: 'off' })}
      <MaskedField
        label="CEP"
        name="cep"
        mask={CEP_MASK}
        inputMode="numeric"
        autoComplete="postal-code"
        value={fields.cep}
        onChange={changeCep}
      />
      <p className="muted profile-hint" aria-live="polite">
        {cepHint}
      </p>
      {text('Logradouro', 'logradouro', { autoComplete: 'address-line1' })}
      <div className="field-row">
        {text('Número', 'numero')}
        {text('Complemento', 'complemento', { autoComplete: 'address-line2' })}
      </div>
      {text('Bairro', 'bairro')}
      <div className="field-row">
        {text('Cidade', 'cidade', { autoComplete: 'address-level2' })}
        <UfSelect label="Estado" name="estado" value={fields.estado} onChange={(v) => set('estado', v)} />
      </div>
      <div className="profile-checkbox">
        <input
          id={`${mainHintId}-main`}
          type="checkbox"
          name="principal"
          checked={principal}
          disabled={mainLocked !== null}
          aria-describedby={mainLocked ? mainHintId : undefined}
          onChange={(e) => set('principal', e.target.checked)}
        />
        <label htmlFor={`${mainHintId}-main`}>Endereço principal</label>
      </div>
      {mainLocked && (
        <p id={mainHintId} className="muted profile-hint">
          {mainLocked}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Salvando...' : 'Salvar'}
      </button>
    </form>
  );
}
