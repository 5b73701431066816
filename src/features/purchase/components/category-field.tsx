import type { CategoriaProjeto } from '../../../../domain/contract/access';
import { MSG } from '../../../../domain/messages';
import { formatBRL } from '../../../../domain/money';
import { SelectField } from './select-field';

interface CategoryFieldProps {
  categories: readonly CategoriaProjeto[];
  value: string;
  onChange: (value: string) => void;
}

/** The category picker and, under it, the product's price in that category. */
export function CategoryField({ categories, value, onChange }: CategoryFieldProps) {
  const options = [
    { value: '', label: 'Selecione' },
    ...categories.map((c) => ({ value: String(c.ID_EMITENTE_CATEGORIA), label: c.DESCRICAO })),
  ];
  const chosen = categories.find((c) => String(c.ID_EMITENTE_CATEGORIA) === value);
  return (
    <>
      <SelectField label="Categoria" value={value} options={options} onChange={onChange} required />
      <p className={chosen ? 'product-price' : 'product-price-hint muted'} aria-live="polite">
        {chosen ? formatBRL(chosen.VALOR_PROJETO) : MSG.selectCategory}
      </p>
    </>
  );
}
