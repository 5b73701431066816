/** Store texts the spec leaves to the server; 'Você já adquiriu esse produto, obrigado!' is in messages.ts. */
export const STORE_MSG = {
  itemCreated: 'Item incluído. Escolha a forma de pagamento.',
  itemReused: 'Você já tem um pagamento pendente deste produto. Escolha a forma de pagamento.',
  receiptNameRequired: 'Informe o nome da empresa para o recibo.',
} as const;
