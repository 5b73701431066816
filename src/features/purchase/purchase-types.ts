import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BuyerField, BuyerForm } from '../../../domain/buyer-form';
import type { purchaseMachine } from '../../../machines/purchase.machine';

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;
export type PurchaseSend = ActorRefFrom<typeof purchaseMachine>['send'];

/** What each section of the buyer form gets: the values and a way to change one. */
export interface BuyerSectionProps {
  form: BuyerForm;
  change: (field: BuyerField, value: string) => void;
}

/** A section's binding of one field, spread on its input: `<TextInputField {...bind('city')} />`. */
export const fieldBinder =
  ({ form, change }: BuyerSectionProps) =>
  (field: BuyerField) => ({
    value: form[field],
    onChange: (value: string) => change(field, value),
  });

/** A category the product is sold in, and its price there. */
export interface ProductCategory {
  id: number;
  name: string;
  priceCentavos: number;
}

/** The public product page's product (SPEC §2), as acessarProjeto's answer is read. */
export interface PublicProduct {
  hash: string;
  name: string;
  /** The association's HTML description. */
  detailsHtml: string;
  imageUrl: string | null;
  /** ISO 8601, or null when sales never end. */
  saleEndsAt: string | null;
  /** False once the sale has ended: the page shows the product but sells nothing. */
  available: boolean;
  /** An event with no seat left: "Esgotado", and no purchase. */
  soldOut: boolean;
  associationId: number;
  associationName: string;
  /** 14 digits, when the association has one: the checkout names who is paid. */
  associationCnpj: string | null;
  categories: ProductCategory[];
}
