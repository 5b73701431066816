import { IMaskInput } from 'react-imask';
import { CARD_NUMBER_MASK } from '../../../domain/masks';
import type { NewCardForm } from '../../../machines/card-validation';

interface CardFieldsProps {
  card: NewCardForm;
  onChange: (card: NewCardForm) => void;
}

/** A new card: number (masked), name, expiry month picker and CVV (SPEC §2 Checkout). */
export function CardFields({ card, onChange }: CardFieldsProps) {
  const set = (field: keyof NewCardForm) => (value: string) => onChange({ ...card, [field]: value });
  return (
    <div className="card-fields">
      <div className="field">
        <label htmlFor="numero-cartao">Número do cartão</label>
        <IMaskInput
          id="numero-cartao"
          mask={CARD_NUMBER_MASK}
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.NUMERO_CARTAO}
          onAccept={(value: string) => set('NUMERO_CARTAO')(value)}
        />
      </div>
      <div className="field">
        <label htmlFor="nome-cartao">Nome no cartão</label>
        <input
          id="nome-cartao"
          autoComplete="cc-name"
          value={card.NOME_CARTAO}
          onChange={(e) => set('NOME_CARTAO')(e.target.value.toUpperCase())}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="validade-cartao">Validade</label>
          <input
            id="validade-cartao"
            type="month"
            autoComplete="cc-exp"
            value={card.DATA_EXPIRACAO}
            onChange={(e) => set('DATA_EXPIRACAO')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="cvv-cartao">CVV</label>
          <input
            id="cvv-cartao"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.CODIGO_SEGURANCA}
            onChange={(e) => set('CODIGO_SEGURANCA')(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      </div>
    </div>
  );
}
