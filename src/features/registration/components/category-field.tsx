import { useId } from 'react';
import { ANNUITY, CATEGORY, CATEGORY_LABEL, type CategoryId } from '../../../../domain/constants';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { chosenCategory } from '../../../../machines/registration-form';
import type { SectionProps } from './form-types';

/** The order the association lists its categories in. */
const OPTIONS: readonly CategoryId[] = [CATEGORY.RESIDENTE_FELLOW, CATEGORY.ASPIRANTE, CATEGORY.TITULAR];

const NOTES: Partial<Record<CategoryId, string>> = {
  [CATEGORY.ASPIRANTE]:
    'Na categoria Aspirante você permanece no máximo 2 anos; depois passa automaticamente a Titular.',
  [CATEGORY.RESIDENTE_FELLOW]:
    'Para Residente ou Fellow é necessário comprovante da residência ou do fellowship, com as datas de início e de término.',
};

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

/** The category, and the annuity it costs (§9): the normal price and the promotional one. */
export function CategoryField({ fields, onField }: SectionProps) {
  const id = useId();
  const category = chosenCategory(fields);
  const annuity = category ? ANNUITY[category] : null;
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
          {OPTIONS.map((option) => (
            <option key={option} value={String(option)}>
              {CATEGORY_LABEL[option]}
            </option>
          ))}
        </select>
      </div>
      {annuity && (
        <div className="registration-annuity" aria-live="polite">
          <p className="registration-annuity-title">Anuidade {category && CATEGORY_LABEL[category]}</p>
          <p>
            De <s>{brl(annuity.normal)}</s> por{' '}
            <strong className="registration-annuity-promo">{brl(annuity.promo)}</strong>
          </p>
          {note && <p className="muted">{note}</p>}
        </div>
      )}
    </fieldset>
  );
}
