import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CepAddress } from '../../../../domain/cep-address';
import { onlyDigits } from '../../../../domain/digits';
import { emptyPostalAddressInput } from '../../../../domain/postal-address';
import { CEP_MASK } from '../../../../domain/masks';
import { REG_MSG } from '../../../../domain/registration-messages';
import { MaskedField } from '../../../components/masked-field';
import { TextField } from '../../../components/text-field';
import { UfSelect } from '../../../components/uf-select';
import { settle } from '../../../lib/api-result';
import { useLazyCepAddressQuery } from '../../../lib/member-data-api';
import { useProfileSaveAddressMutation, type Address, type AddressChange } from '../addresses-api';
import { formatCep } from '../contact-format';
import { PROFILE_TEXT } from '../profile-texts';
import { useReportOutcome } from '../use-report-outcome';

/** The masked CEP is complete at 9 characters ("00000-000"). */
const MASKED_CEP_LENGTH = 9;

/** The form's values: an address change without its id. */
export type AddressFields = Omit<AddressChange, 'id'>;

export const EMPTY_ADDRESS: AddressFields = {
  description: '',
  ...emptyPostalAddressInput(),
  main: false,
};

export const addressFieldsOf = (a: Address): AddressFields => ({
  description: a.description ?? '',
  cep: formatCep(a.cep),
  street: a.street,
  number: a.number,
  complement: a.complement ?? '',
  district: a.district,
  city: a.city,
  state: a.state,
  main: a.main,
});

const filledFrom = (f: AddressFields, a: CepAddress): AddressFields => ({
  ...f,
  street: a.street || f.street,
  district: a.neighbourhood || f.district,
  city: a.city || f.city,
  state: a.state ? a.state.toUpperCase() : f.state,
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
  const main = mainLocked !== null || fields.main;
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
    const outcome = await settle(
      save({
        id,
        description: fields.description.trim(),
        cep: fields.cep,
        street: fields.street.trim(),
        number: fields.number.trim(),
        complement: fields.complement.trim(),
        district: fields.district.trim(),
        city: fields.city.trim(),
        state: fields.state,
        main,
      }),
    );
    if (outcome.ok) navigate('/dadosProfissionais', { replace: true });
    await report(outcome);
  };

  const text = (
    label: string,
    field: 'description' | 'street' | 'number' | 'complement' | 'district' | 'city',
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
      {text('Descrição', 'description', { placeholder: 'Ex.: Consultório', autoComplete: 'off' })}
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
      {text('Logradouro', 'street', { autoComplete: 'address-line1' })}
      <div className="field-row">
        {text('Número', 'number')}
        {text('Complemento', 'complement', { autoComplete: 'address-line2' })}
      </div>
      {text('Bairro', 'district')}
      <div className="field-row">
        {text('Cidade', 'city', { autoComplete: 'address-level2' })}
        <UfSelect label="Estado" name="state" value={fields.state} onChange={(v) => set('state', v)} />
      </div>
      <div className="profile-checkbox">
        <input
          id={`${mainHintId}-main`}
          type="checkbox"
          name="main"
          checked={main}
          disabled={mainLocked !== null}
          aria-describedby={mainLocked ? mainHintId : undefined}
          onChange={(e) => set('main', e.target.checked)}
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
