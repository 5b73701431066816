import { useId, useState, type FormEvent } from 'react';
import type { IssuerCategory } from '../../../../../domain/contract/gestao-categories';
import type { Product, ProductBody } from '../../../../../domain/contract/gestao-store';
import { centavosToInput, parseReaisInput } from '../../../../../domain/gestao-money-input';
import { STORE_MESSAGES } from '../../../../../domain/gestao-store-messages';
import { errorMessage } from '../../../../lib/api';
import { useSaveProductMutation } from '../../store-api';
import { ProductImageField } from './product-image-field';
import { readAsBase64 } from './read-image';

interface ProductFormProps {
  categories: readonly IssuerCategory[];
  /** null: a new product. */
  product: Product | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** Create or edit a product: text, image, detailed HTML (sanitized by the server), prices, end, store. */
export function ProductForm({ categories, product, onDone, onCancel }: ProductFormProps) {
  const id = useId();
  const [save, { isLoading }] = useSaveProductMutation();
  const [description, setDescription] = useState(product?.description ?? '');
  const [detailedHtml, setDetailedHtml] = useState(product?.detailedHtml ?? '');
  const [endsOn, setEndsOn] = useState(product?.endsOn ?? '');
  const [inStore, setInStore] = useState(product?.inStore ?? true);
  const [image, setImage] = useState<File | null>(null);
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      (product?.prices ?? []).map((p) => [p.categoryId, centavosToInput(p.amountCentavos)] as const),
    ),
  );
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = categories
      .filter((c) => (prices[c.categoryId] ?? '').trim() !== '')
      .map((c) => ({
        categoryId: c.categoryId,
        amountCentavos: parseReaisInput(prices[c.categoryId] ?? '') ?? 0,
      }));
    if (typed.length === 0 || typed.some((p) => p.amountCentavos <= 0))
      return setError(STORE_MESSAGES.priceInvalid);
    const body: ProductBody = {
      description,
      detailedHtml,
      endsOn: endsOn === '' ? null : endsOn,
      inStore,
      prices: typed,
      ...(image ? { imageBase64: await readAsBase64(image) } : {}),
    };
    setError(null);
    try {
      await save({ id: product?.id ?? null, body }).unwrap();
      onDone(product ? 'Produto salvo.' : 'Produto criado.');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <form
      className="gestao-card store-form"
      aria-label={product ? `Editar ${product.description}` : 'Novo produto'}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2>{product ? `Editar ${product.description}` : 'Novo produto'}</h2>
      <div className="field">
        <label htmlFor={`${id}-description`}>Nome do produto</label>
        <input
          id={`${id}-description`}
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <ProductImageField product={product} onFile={setImage} />
      <div className="field">
        <label htmlFor={`${id}-html`}>Descrição detalhada (HTML)</label>
        <textarea
          id={`${id}-html`}
          rows={6}
          value={detailedHtml}
          onChange={(e) => setDetailedHtml(e.target.value)}
        />
      </div>
      <fieldset className="store-prices">
        <legend>Preço por categoria (em branco: não vendido à categoria)</legend>
        {categories.map((c) => (
          <div className="field" key={c.categoryId}>
            <label htmlFor={`${id}-price-${c.categoryId}`}>Preço {c.name} (R$)</label>
            <input
              id={`${id}-price-${c.categoryId}`}
              inputMode="decimal"
              value={prices[c.categoryId] ?? ''}
              onChange={(e) => setPrices({ ...prices, [c.categoryId]: e.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-ends`}>Término das vendas</label>
        <input id={`${id}-ends`} type="date" value={endsOn} onChange={(e) => setEndsOn(e.target.value)} />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={inStore} onChange={(e) => setInStore(e.target.checked)} /> Mostrar na
        loja
      </label>
      {error && (
        <p role="alert" className="store-error">
          {error}
        </p>
      )}
      <div className="store-actions">
        <button type="submit" className="button button-primary" disabled={isLoading}>
          Salvar produto
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
