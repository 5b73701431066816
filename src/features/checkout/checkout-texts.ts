/** The checkout's own texts, beyond the spec's (messages.ts): with the checkout, not at start-up. */
export const CHECKOUT_TEXT = {
  boletoReopened:
    'Este é o boleto que você já gerou para este pagamento. Para pagar de outra forma, selecione Voltar.',
} as const;
