import { PHONE_MASKS } from '../../../../domain/masks';
import { isBrazil } from '../../../../domain/purchase-rules';
import type { BuyerSectionProps } from '../purchase-types';
import { MaskedInputField } from './masked-input-field';
import { TextInputField } from './text-input-field';

const [LANDLINE_MASK, MOBILE_MASK] = PHONE_MASKS;

/** Phones (Brazilian masks in Brazil, free digits elsewhere) and the e-mail. */
export function ContactFields({ form, change }: BuyerSectionProps) {
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
            value={form.phone}
            onChange={(v) => change('phone', v)}
          />
          <MaskedInputField
            label="Celular"
            mask={MOBILE_MASK}
            inputMode="tel"
            autoComplete="tel-national"
            value={form.mobile}
            onChange={(v) => change('mobile', v)}
            required
          />
        </>
      ) : (
        <>
          <TextInputField
            label="Telefone"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={form.phone}
            onChange={(v) => change('phone', v)}
          />
          <TextInputField
            label="Celular"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={form.mobile}
            onChange={(v) => change('mobile', v)}
            required
          />
        </>
      )}
      <TextInputField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(v) => change('email', v)}
        required={br}
      />
    </>
  );
}
