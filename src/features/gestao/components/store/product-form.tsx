import { useId, useState, type FormEvent } from 'react';
import type { AssociationCategory } from '../../../../../domain/contract/gestao-categories';
import type { Product, ProductBody, ProductNfse } from '../../../../../domain/contract/gestao-store';
import { issPercentText, NFSE_MSG, nfseProblem, parseIssPercent } from '../../../../../domain/nfse';
import { reformCodesOf, type TaxRegime } from '../../../../../domain/nfse-reform';
import { centavosToInput, parseReaisInput } from '../../../../../domain/gestao-money-input';
import { STORE_MESSAGES } from '../../../../../domain/gestao-store-messages';
import { settleOutcome } from '../../../../lib/api-result';
import { useDraft } from '../../../../lib/use-draft';
import { useSaveProductMutation } from '../../store-api';
import { MoneyField } from '../money-field';
import { NfseFields, type NfseDraft } from './nfse-fields';
import { ProductImageField } from './product-image-field';
import { readAsBase64 } from './read-image';

interface ProductFormProps {
  categories: readonly AssociationCategory[];
  /** The association's regime (Notas fiscais): Lucro Presumido or Real require the reform's codes. */
  taxRegime?: TaxRegime | null;
  /** null: a new product. */
  product: Product | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

interface ProductDraft {
  nfse: NfseDraft;
  description: string;
  detailedHtml: string;
  endsOn: string;
  inStore: boolean;
  image: File | null;
  /** The price typed per category id; blank: not sold to it. */
  prices: Record<number, string>;
}

const draftOf = (product: Product | null): ProductDraft => ({
  description: product?.description ?? '',
  detailedHtml: product?.detailedHtml ?? '',
  endsOn: product?.endsOn ?? '',
  inStore: product?.inStore ?? true,
  image: null,
  nfse: {
    on: Boolean(product?.nfse),
    code: product?.nfse?.serviceCode ?? '',
    description: product?.nfse?.serviceDescription ?? '',
    iss: product?.nfse ? issPercentText(product.nfse.issBps) : '',
    nbsCode: product?.nfse?.nbsCode ?? '',
    taxSituationCode: product?.nfse?.taxSituationCode ?? '',
    taxClassificationCode: product?.nfse?.taxClassificationCode ?? '',
    operationIndicatorCode: product?.nfse?.operationIndicatorCode ?? '',
  },
  prices: Object.fromEntries(
    (product?.prices ?? []).map((p) => [p.categoryId, centavosToInput(p.amountCentavos)] as const),
  ),
});

/** The invoice terms to send (null: none), or the first problem with them (the server checks again). */
function nfseOf(draft: NfseDraft, regime: TaxRegime | null): ProductNfse | null | string {
  if (!draft.on) return null;
  const issBps = parseIssPercent(draft.iss);
  if (issBps === null) return NFSE_MSG.issInvalid;
  const terms = {
    serviceCode: draft.code.trim(),
    serviceDescription: draft.description.trim(),
    issBps,
  };
  const problem = nfseProblem(terms);
  if (problem) return problem;
  const reform = reformCodesOf(draft, regime);
  return reform.ok ? { ...terms, ...reform.codes } : reform.message;
}

/** Create or edit a product: text, image, detailed HTML (sanitized by the server), prices, end, store. */
export function ProductForm({ categories, taxRegime = null, product, onDone, onCancel }: ProductFormProps) {
  const id = useId();
  const [save, { isLoading }] = useSaveProductMutation();
  const { draft, field } = useDraft(() => draftOf(product));
  const { description, detailedHtml, endsOn, inStore, image, prices } = draft;
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
    const nfse = nfseOf(draft.nfse, taxRegime);
    if (typeof nfse === 'string') return setError(nfse);
    const body: ProductBody = {
      description,
      detailedHtml,
      endsOn: endsOn === '' ? null : endsOn,
      inStore,
      prices: typed,
      nfse,
      ...(image ? { imageBase64: await readAsBase64(image) } : {}),
    };
    setError(null);
    const outcome = await settleOutcome(save({ id: product?.id ?? null, body }));
    if (outcome.ok) onDone(product ? 'Produto salvo.' : 'Produto criado.');
    else setError(outcome.message);
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
          onChange={(e) => field('description')(e.target.value)}
        />
      </div>
      <ProductImageField product={product} onFile={field('image')} />
      <div className="field">
        <label htmlFor={`${id}-html`}>Descrição detalhada (HTML)</label>
        <textarea
          id={`${id}-html`}
          rows={6}
          value={detailedHtml}
          onChange={(e) => field('detailedHtml')(e.target.value)}
        />
      </div>
      <fieldset className="store-prices">
        <legend>Preço por categoria (em branco: não vendido à categoria)</legend>
        {categories.map((c) => (
          <MoneyField
            key={c.categoryId}
            label={`Preço ${c.name} (R$)`}
            value={prices[c.categoryId] ?? ''}
            onChange={(text) => field('prices')({ ...prices, [c.categoryId]: text })}
          />
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-ends`}>Término das vendas</label>
        <input
          id={`${id}-ends`}
          type="date"
          value={endsOn}
          onChange={(e) => field('endsOn')(e.target.value)}
        />
      </div>
      <NfseFields draft={draft.nfse} onChange={field('nfse')} />
      <label className="checkbox">
        <input type="checkbox" checked={inStore} onChange={(e) => field('inStore')(e.target.checked)} />{' '}
        Mostrar na loja
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
