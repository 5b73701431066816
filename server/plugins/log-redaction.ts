/** Fields never logged, wherever they appear in a request body: passwords, PINs, codes, card data, secrets. */
const SECRET_FIELDS = [
  'senha',
  'senhaRepeticao',
  'PIN',
  'CODIGO',
  'codigoConfirmacao',
  'SENHA',
  'CODIGO_CONFIRMACAO',
  'CODIGO_RECUPERACAO',
  'recaptcha',
  'CARTAO',
  'NUMERO_CARTAO',
  'CODIGO_SEGURANCA',
  'TOKEN_PIN',
  'cvv',
  // The PSP's API Pix client secret (PIX_CLIENT_SECRET), should a settings object ever be logged.
  'clientSecret',
  // The private key of the PSP's client certificate (Recebimentos).
  'privateKey',
  // Asaas: the API key and webhook token (should settings be logged), a card's CVV in its body.
  'apiKey',
  'webhookToken',
  'ccv',
  // The PIX key a withdrawn boleto's money goes back to: the buyer's personal data.
  'refundPixKey',
];

/**
 * Card data, passwords, PINs and codes never reach a log line: at the top of a logged object
 * (body.senha) and one level down (body.EMITENTE.senha of the public purchase).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  ...SECRET_FIELDS.flatMap((field) => [`*.${field}`, `*.*.${field}`]),
];
