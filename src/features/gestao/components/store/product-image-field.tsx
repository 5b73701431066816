import { useId, useState } from 'react';
import type { Product } from '../../../../../domain/contract/gestao-store';
import { STORE_MESSAGES } from '../../../../../domain/gestao-store-messages';
import { settleOutcome } from '../../../../lib/api-result';
import { FormMessage, noteOf, type FormNote } from '../form-message';
import { useRemoveProductImageMutation } from '../../store-api';

interface ProductImageFieldProps {
  /** null: a new product (nothing stored to show or remove yet). */
  product: Product | null;
  onFile: (file: File | null) => void;
}

/** The product's current image, a new one to upload, and its removal (confirmed first). */
export function ProductImageField({ product, onFile }: ProductImageFieldProps) {
  const id = useId();
  const [remove, { isLoading }] = useRemoveProductImageMutation();
  const [current, setCurrent] = useState(product?.imageUrl ?? null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<FormNote | null>(null);

  async function confirmRemoval(productId: number) {
    const outcome = await settleOutcome(remove(productId));
    if (outcome.ok) setCurrent(null);
    setNotice(noteOf(outcome, STORE_MESSAGES.imageRemoved));
    setConfirming(false);
  }

  return (
    <div className="field store-image-field">
      <label htmlFor={`${id}-image`}>Imagem (PNG, JPEG, WebP ou GIF, até 2 MB)</label>
      {product && current && (
        <img className="store-product-image" src={current} alt={`Imagem atual de ${product.description}`} />
      )}
      {product && !current && <p className="muted">{STORE_MESSAGES.noImage}</p>}
      <input
        id={`${id}-image`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      {product && current && (
        <div className="store-actions">
          {confirming ? (
            <>
              <button
                type="button"
                className="button"
                disabled={isLoading}
                onClick={() => void confirmRemoval(product.id)}
              >
                Confirmar remoção da imagem
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                Manter imagem
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              Remover imagem
            </button>
          )}
        </div>
      )}
      <FormMessage note={notice} />
    </div>
  );
}
