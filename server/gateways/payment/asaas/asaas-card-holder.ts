import type { CardHolder } from '../payment-gateway-card';
import type { AsaasAnswer } from './asaas-client';
import type { AsaasPayer } from './asaas-customers';
import { ASAAS_MSG } from './asaas-messages';

export const holderless = (holder: CardHolder | undefined): holder is undefined =>
  !holder || !holder.email || !holder.phone || !holder.postalCode || !holder.addressNumber;

export const declined = (answer: AsaasAnswer<unknown>) =>
  answer.ok ? ASAAS_MSG.cardDeclined : answer.message || ASAAS_MSG.cardDeclined;

export const payerOf = (holder: CardHolder): AsaasPayer => ({
  name: holder.name,
  cpfCnpj: holder.cpfCnpj,
  email: holder.email,
  mobilePhone: holder.phone,
});
