import { PHONE_MASKS } from '../../../../domain/masks';
import { isBrazil } from '../../../../domain/purchase-rules';
import { fieldBinder, type BuyerSectionProps } from '../purchase-types';
import { MaskedInputField } from './masked-input-field';
import { TextInputField } from './text-input-field';

const [LANDLINE_MASK, MOBILE_MASK] = PHONE_MASKS;

/** Phones (Brazilian masks in Brazil, free digits elsewhere) and the e-mail. */
export function ContactFields({ form, change }: BuyerSectionProps) {
  const bind = fieldBinder({ form, change });
  const br = isBrazil(form.country);
  return (
    <>
      {br ? (
        <>
          <MaskedInputField
            label="Telefone"
            mask={LANDLINE_MASK}
            inputMode="tel"
            autoComplete="tel-national"
            {...bind('phone')}
          />
          <MaskedInputField
            label="Celular"
            mask={MOBILE_MASK}
            inputMode="tel"
            autoComplete="tel-national"
            {...bind('mobile')}
            required
          />
        </>
      ) : (
        <>
          <TextInputField label="Telefone" type="tel" autoComplete="tel" maxLength={20} {...bind('phone')} />
          <TextInputField
            label="Celular"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            {...bind('mobile')}
            required
          />
        </>
      )}
      <TextInputField label="E-mail" type="email" autoComplete="email" {...bind('email')} required={br} />
    </>
  );
}
