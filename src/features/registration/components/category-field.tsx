import { useId } from 'react';
import { CATEGORY, type CategoryId } from '../../../../domain/constants';
import type { CategoriaEmitente } from '../../../../domain/contract/registration';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL } from '../../../../domain/money';
import { chosenCategory } from '../../../../domain/registration-draft';
import { useCategoriasEmitenteQuery } from '../api';
import type { SectionProps } from './form-types';

const NOTES: Partial<Record<CategoryId, string>> = {
  [CATEGORY.ASPIRANTE]:
    'Na categoria Aspirante você permanece no máximo 2 anos; depois passa automaticamente a Titular.',
  [CATEGORY.RESIDENTE_FELLOW]:
    'Para Residente ou Fellow é necessário comprovante da residência ou do fellowship, com as datas de início e de término.',
};

/** The early-payment price while it lasts: until its day, or with no day set. */
function promoOf(c: CategoriaEmitente, today: string): number | null {
  if (c.VALOR_ANUIDADE_PROMOCIONAL === null) return null;
  return c.DATA_FIM_PROMOCAO === null || c.DATA_FIM_PROMOCAO >= today ? c.VALOR_ANUIDADE_PROMOCIONAL : null;
}

const todayInSaoPaulo = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * The category, and the annuity it costs: the issuer's own table (Categorias e anuidades in the
 * back office), the normal price and the early-payment one while it lasts.
 */
export function CategoryField({ fields, onField, idEmitenteML }: SectionProps & { idEmitenteML: number }) {
  const id = useId();
  const { data, isError } = useCategoriasEmitenteQuery(idEmitenteML);
  const options = data?.CATEGORIAS ?? [];
  const category = chosenCategory(fields);
  const chosen = options.find((o) => o.ID_EMITENTE_CATEGORIA === category);
  const promo = chosen ? promoOf(chosen, todayInSaoPaulo()) : null;
  const note = category ? NOTES[category] : undefined;
  return (
    <fieldset className="registration-section">
      <legend>Categoria</legend>
      <div className="field">
        <label htmlFor={id}>Categoria</label>
        <select
          id={id}
          name="idCategoriaEmitente"
          value={fields.idCategoriaEmitente}
          onChange={(e) => onField('idCategoriaEmitente', e.target.value)}
        >
          <option value="">Selecione</option>
          {options.map((option) => (
            <option key={option.ID_EMITENTE_CATEGORIA} value={String(option.ID_EMITENTE_CATEGORIA)}>
              {option.DESCRICAO}
            </option>
          ))}
        </select>
        {isError && <p className="muted">Não foi possível carregar as categorias. Recarregue a página.</p>}
      </div>
      {chosen && (
        <div className="registration-annuity" aria-live="polite">
          <p className="registration-annuity-title">Anuidade {chosen.DESCRICAO}</p>
          {promo === null ? (
            <p>
              <strong className="registration-annuity-promo">{formatBRL(chosen.VALOR_ANUIDADE)}</strong>
            </p>
          ) : (
            <p>
              De <s>{formatBRL(chosen.VALOR_ANUIDADE)}</s> por{' '}
              <strong className="registration-annuity-promo">{formatBRL(promo)}</strong>
              {chosen.DATA_FIM_PROMOCAO && ` até ${formatDisplayDate(chosen.DATA_FIM_PROMOCAO)}`}
            </p>
          )}
          {note && <p className="muted">{note}</p>}
        </div>
      )}
    </fieldset>
  );
}
