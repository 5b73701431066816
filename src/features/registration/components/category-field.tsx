import { useId } from 'react';
import { CATEGORY, type CategoryId } from '../../../../domain/constants';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { chosenCategory } from '../../../../domain/registration-draft';
import type { SignUpCategory } from '../../../../domain/registration-lookups';
import { useAssociationSignUpQuery } from '../api';
import type { SectionProps } from './form-types';

const NOTES: Partial<Record<CategoryId, string>> = {
  [CATEGORY.ASPIRANTE]:
    'Na categoria Aspirante você permanece no máximo 2 anos; depois passa automaticamente a Titular.',
  [CATEGORY.RESIDENTE_FELLOW]:
    'Para Residente ou Fellow é necessário comprovante da residência ou do fellowship, com as datas de início e de término.',
};

/** The early-payment price while it lasts: until its day, or with no day set. */
function promoOf(c: SignUpCategory, today: string): number | null {
  if (c.promoCentavos === null) return null;
  return c.promoUntil === null || c.promoUntil >= today ? c.promoCentavos : null;
}

const centavosBRL = (centavos: number) => formatBRL(fromCentavos(centavos));

const todayInSaoPaulo = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * The category, and the annuity it costs: the association's own table (Categorias e anuidades in the
 * back office), the normal price and the early-payment one while it lasts.
 */
export function CategoryField({ fields, onField, associationId }: SectionProps & { associationId: number }) {
  const id = useId();
  const { data, isError } = useAssociationSignUpQuery(associationId);
  const options = data?.categories ?? [];
  const category = chosenCategory(fields);
  const chosen = options.find((o) => o.id === category);
  const promo = chosen ? promoOf(chosen, todayInSaoPaulo()) : null;
  const note = category ? NOTES[category as CategoryId] : undefined;
  return (
    <fieldset className="registration-section">
      <legend>Categoria</legend>
      <div className="field">
        <label htmlFor={id}>Categoria</label>
        <select
          id={id}
          name="idCategoriaEmitente"
          value={fields.categoryId}
          onChange={(e) => onField('categoryId', e.target.value)}
        >
          <option value="">Selecione</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.description}
            </option>
          ))}
        </select>
        {isError && <p className="muted">Não foi possível carregar as categorias. Recarregue a página.</p>}
      </div>
      {chosen && (
        <div className="registration-annuity" aria-live="polite">
          <p className="registration-annuity-title">Anuidade {chosen.description}</p>
          {promo === null ? (
            <p>
              <strong className="registration-annuity-promo">{centavosBRL(chosen.annuityCentavos)}</strong>
            </p>
          ) : (
            <p>
              De <s>{centavosBRL(chosen.annuityCentavos)}</s> por{' '}
              <strong className="registration-annuity-promo">{centavosBRL(promo)}</strong>
              {chosen.promoUntil && ` até ${formatDisplayDate(chosen.promoUntil)}`}
            </p>
          )}
          {note && <p className="muted">{note}</p>}
        </div>
      )}
    </fieldset>
  );
}
