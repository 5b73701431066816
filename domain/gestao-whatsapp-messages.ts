/** Recebimentos › WhatsApp: the server's refusals and the screen's texts, shared with their tests. */
export const WHATSAPP_SETTINGS_MESSAGES = {
  phoneNumberIdInvalid:
    'O identificador do número tem só dígitos (WhatsApp › Configuração da API, no app da Meta).',
  accessTokenMissing: 'Informe o token de acesso.',
  appSecretMissing: 'Informe a chave secreta do app.',
  verifyTokenMissing: 'Informe o token de verificação do webhook.',
  verifyTokenInvalid: 'O token de verificação deve ter de 16 a 200 caracteres, sem espaços.',
  secretInvalid: 'Tokens e chaves não têm espaços: copie-os inteiros do painel da Meta.',
  templateInvalid: 'O nome de um modelo tem só letras minúsculas, dígitos e _ (como aprovado na Meta).',
  phoneNumberTaken: 'Este número de WhatsApp já está configurado em outra associação.',
  notConfigured: 'Salve as configurações do WhatsApp antes de testar.',
  unreadable:
    'O token salvo não pôde ser lido com a chave de criptografia atual (SECRETS_KEY). Informe-o novamente.',
  checkPassed: 'Conexão com o WhatsApp ok: o número foi encontrado com o token salvo.',
} as const;
