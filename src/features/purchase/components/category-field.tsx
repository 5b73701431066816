import { COMMON_MSG } from '../../../../domain/messages';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { fromPrice, MEMBER_PRICES_NOTE } from '../../../../domain/purchase-messages';
import type { ProductCategory } from '../purchase-types';
import { SelectField } from './select-field';

interface CategoryFieldProps {
  categories: readonly ProductCategory[];
  value: string;
  onChange: (value: string) => void;
}

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

/**
 * The prices before any choice (issue #38): "a partir de" the lowest, each category's, and that a
 * price below the general one is for the category's active members (the server decides by CPF).
 */
function PriceList({ categories }: { categories: readonly ProductCategory[] }) {
  if (categories.length === 0) return null;
  const prices = categories.map((c) => c.priceCentavos);
  const lowest = Math.min(...prices);
  const memberPrices = lowest < Math.max(...prices);
  return (
    <div className="product-prices">
      <p className="product-price-from">{fromPrice(brl(lowest))}</p>
      <ul aria-label="Preços por categoria">
        {categories.map((c) => (
          <li key={c.id}>
            <span>{c.name}</span> <span className="product-prices-value">{brl(c.priceCentavos)}</span>
          </li>
        ))}
      </ul>
      {memberPrices && <p className="muted product-prices-note">{MEMBER_PRICES_NOTE}</p>}
    </div>
  );
}

/** The prices, the category picker and, under it, the product's price in that category. */
export function CategoryField({ categories, value, onChange }: CategoryFieldProps) {
  const options = [
    { value: '', label: 'Selecione' },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const chosen = categories.find((c) => String(c.id) === value);
  return (
    <>
      <PriceList categories={categories} />
      <SelectField label="Categoria" value={value} options={options} onChange={onChange} required />
      <p className={chosen ? 'product-price' : 'product-price-hint muted'} aria-live="polite">
        {chosen ? formatBRL(fromCentavos(chosen.priceCentavos)) : COMMON_MSG.selectCategory}
      </p>
    </>
  );
}
