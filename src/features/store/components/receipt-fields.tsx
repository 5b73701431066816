import { useId } from 'react';
import { IMaskInput } from 'react-imask';
import { CNPJ_MASK } from '../../../../domain/masks';
import { TextField } from '../../../components/text-field';

interface ReceiptFieldsProps {
  companyName: string;
  cnpj: string;
  onCompanyNameChange: (value: string) => void;
  onCnpjChange: (value: string) => void;
  onCnpjBlur: () => void;
}

/** A receipt in a company's name (optional); the CNPJ may be alphanumeric. */
export function ReceiptFields(props: ReceiptFieldsProps) {
  const cnpjId = useId();
  return (
    <fieldset className="card review-fieldset">
      <legend>Recibo para empresa</legend>
      <p className="muted review-hint">Opcional: preencha para receber o recibo em nome de uma empresa.</p>
      <TextField
        label="Nome da empresa"
        value={props.companyName}
        onChange={(event) => props.onCompanyNameChange(event.target.value)}
        autoComplete="organization"
        maxLength={200}
      />
      <div className="field">
        <label htmlFor={cnpjId}>CNPJ</label>
        <IMaskInput
          id={cnpjId}
          mask={CNPJ_MASK.mask}
          definitions={{ ...CNPJ_MASK.definitions }}
          prepareChar={(chars: string) => chars.toUpperCase()}
          value={props.cnpj}
          // imask also reports the values set from the props (a cleared CNPJ); only typing counts.
          onAccept={(masked: string, _mask: unknown, event?: InputEvent) => {
            if (event) props.onCnpjChange(masked);
          }}
          onBlur={props.onCnpjBlur}
          autoComplete="off"
        />
      </div>
    </fieldset>
  );
}
