/**
 * Texts of the member wallet (PIN, cards, payments) that the spec leaves to the server. The
 * spec's own texts (PIN length, card required fields, main card changed…) stay in messages.ts.
 */
export const WALLET_MSG = {
  pinRequired: 'Cadastre seu PIN para realizar pagamentos.',
  pinTokenRequired: 'Confirme seu PIN para realizar o pagamento.',
  pinLocked: 'PIN bloqueado após 5 tentativas. Recupere seu PIN para continuar.',
  pinAlreadyRegistered: 'Você já possui um PIN cadastrado. Para alterá-lo, recupere seu PIN.',
  pinValidated: 'PIN validado com sucesso.',
  pinMismatch: 'Os PINs digitados não conferem. Digite o novo PIN novamente.',
  pinChanged: 'PIN alterado com sucesso!',
  codeVerified: 'Código verificado com sucesso.',
  cardSaved: 'Cartão salvo com sucesso.',
  cardRemoved: 'Cartão removido com sucesso.',
  cardRemoveFailed: 'Não foi possível remover o cartão. Tente novamente mais tarde.',
  cardExpired: 'O cartão informado está vencido.',
  cardExpiryInvalid: 'A data de expiração informada é inválida.',
  cardCvvInvalid: 'O CVV informado é inválido.',
  cardNameInvalid: 'Use apenas letras no nome do cartão.',
  cardMissing: 'Informe o cartão para pagar com cartão de crédito.',
  itemAlreadyPaid: 'Este item já foi pago.',
  itemsOfOneAssociation: 'Selecione itens de uma mesma associação para pagá-los juntos.',
  paymentInProgress: 'Já existe um pagamento em andamento para este item. Aguarde alguns instantes.',
  pixCreated: 'PIX gerado com sucesso.',
  boletoCreated: 'Boleto gerado com sucesso.',
  cardApproved: 'Pagamento aprovado.',
  /** The payment stands; only "Salvar cartão" failed (its PSP refused to keep the card). */
  cardNotSaved:
    'Pagamento aprovado, mas não foi possível salvar o cartão: informe-o de novo no próximo pagamento.',
  idempotencyReused: 'Esta chave de idempotência já foi usada em outra requisição.',
  idempotencyInFlight: 'Esta requisição ainda está em processamento.',
  dateRangeInvalid: 'A data final deve ser igual ou posterior à data inicial.',
  receiptSubject: 'Quita: pagamento confirmado',
} as const;

export function pinWrong(remaining: number): string {
  return remaining === 1
    ? 'PIN inválido. Resta 1 tentativa.'
    : `PIN inválido. Restam ${remaining} tentativas.`;
}

export function pinCodeSent(maskedTarget: string): string {
  return `Enviamos um código de 6 dígitos para ${maskedTarget}.`;
}

export function codeResendWait(seconds: number): string {
  return `Aguarde ${seconds} segundos para solicitar um novo código.`;
}

export const PIN_MAX_FAILURES = 5;
