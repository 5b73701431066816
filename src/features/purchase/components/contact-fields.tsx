import { PHONE_MASKS } from '../../../../domain/masks';
import { isBrazil } from '../../../../domain/purchase-rules';
import type { BuyerSectionProps } from '../purchase-types';
import { MaskedInputField } from './masked-input-field';
import { TextInputField } from './text-input-field';

const [LANDLINE_MASK, MOBILE_MASK] = PHONE_MASKS;

/** Phones (Brazilian masks in Brazil, free digits elsewhere) and the e-mail. */
export function ContactFields({ form, change }: BuyerSectionProps) {
  const br = isBrazil(form.pais);
  return (
    <>
      {br ? (
        <>
          <MaskedInputField
            label="Telefone"
            mask={LANDLINE_MASK}
            inputMode="tel"
            autoComplete="tel-national"
            value={form.telefone}
            onChange={(v) => change('telefone', v)}
          />
          <MaskedInputField
            label="Celular"
            mask={MOBILE_MASK}
            inputMode="tel"
            autoComplete="tel-national"
            value={form.celular}
            onChange={(v) => change('celular', v)}
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
            value={form.telefone}
            onChange={(v) => change('telefone', v)}
          />
          <TextInputField
            label="Celular"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            value={form.celular}
            onChange={(v) => change('celular', v)}
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
