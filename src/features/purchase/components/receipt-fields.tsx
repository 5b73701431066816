import { CNPJ_MASK } from '../../../../domain/masks';
import { fieldBinder, type BuyerSectionProps } from '../purchase-types';
import { MaskedInputField } from './masked-input-field';
import { TextInputField } from './text-input-field';

interface ReceiptFieldsProps extends BuyerSectionProps {
  onCnpjBlur: () => void;
}

/** A receipt in a company's name: optional; the CNPJ may be alphanumeric. */
export function ReceiptFields({ form, change, onCnpjBlur }: ReceiptFieldsProps) {
  const bind = fieldBinder({ form, change });
  return (
    <fieldset className="buyer-section">
      <legend>Recibo para empresa</legend>
      <TextInputField label="Nome para o recibo" {...bind('companyName')} />
      <MaskedInputField
        label="CNPJ"
        mask={CNPJ_MASK.mask}
        definitions={CNPJ_MASK.definitions}
        upperCase
        {...bind('cnpj')}
        onBlur={onCnpjBlur}
      />
    </fieldset>
  );
}
