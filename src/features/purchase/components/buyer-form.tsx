import { COMMON_MSG } from '../../../../domain/messages';
import type { BuyerSectionProps } from '../purchase-types';
import { AddressFields } from './address-fields';
import { ContactFields } from './contact-fields';
import { IdentityFields, type KnownCpf } from './identity-fields';
import { PasswordFields } from './password-fields';
import { ReceiptFields } from './receipt-fields';

interface BuyerFormProps extends BuyerSectionProps {
  asksPassword: boolean;
  knownCpf: KnownCpf;
  busy: boolean;
  onCpfBlur: () => void;
  onCnpjBlur: () => void;
  onSubmit: () => void;
}

/** The buyer form (SPEC §2, §3) and Comprar; the purchase machine decides what happens. */
export function BuyerForm({
  form,
  change,
  asksPassword,
  knownCpf,
  busy,
  onCpfBlur,
  onCnpjBlur,
  onSubmit,
}: BuyerFormProps) {
  return (
    <form
      className="form buyer-form"
      aria-label="Seus dados"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="buyer-section">
        <legend>Seus dados</legend>
        <IdentityFields form={form} change={change} onCpfBlur={onCpfBlur} knownCpf={knownCpf} />
      </fieldset>
      <fieldset className="buyer-section">
        <legend>Endereço</legend>
        <AddressFields form={form} change={change} />
      </fieldset>
      <fieldset className="buyer-section">
        <legend>Contato</legend>
        <ContactFields form={form} change={change} />
      </fieldset>
      <ReceiptFields form={form} change={change} onCnpjBlur={onCnpjBlur} />
      {asksPassword && <PasswordFields form={form} change={change} />}
      <button type="submit" className="button button-primary buyer-submit" disabled={busy}>
        {busy ? COMMON_MSG.loading : 'Comprar'}
      </button>
    </form>
  );
}
