import { COMMON_MSG } from '../../../../domain/messages';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import type { ProductCategory } from '../purchase-types';
import { SelectField } from './select-field';

interface CategoryFieldProps {
  categories: readonly ProductCategory[];
  value: string;
  onChange: (value: string) => void;
}

/** The category picker and, under it, the product's price in that category. */
export function CategoryField({ categories, value, onChange }: CategoryFieldProps) {
  const options = [
    { value: '', label: 'Selecione' },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const chosen = categories.find((c) => String(c.id) === value);
  return (
    <>
      <SelectField label="Categoria" value={value} options={options} onChange={onChange} required />
      <p className={chosen ? 'product-price' : 'product-price-hint muted'} aria-live="polite">
        {chosen ? formatBRL(fromCentavos(chosen.priceCentavos)) : COMMON_MSG.selectCategory}
      </p>
    </>
  );
}
