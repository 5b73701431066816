/** Recebimentos' texts (the association's API Pix credentials), used by the server, the screen and their tests. */
export const PIX_SETTINGS_MESSAGES = {
  apiUrlInvalid: 'Informe a URL base da API Pix do banco, começando com https://.',
  oauthUrlInvalid: 'A URL do token OAuth deve começar com https:// (ou fique em branco).',
  clientIdMissing: 'Informe o client id.',
  clientSecretMissing: 'Informe o client secret.',
  certificateMissing: 'Informe o certificado do cliente (PEM).',
  privateKeyMissing: 'Informe a chave privada do certificado (PEM).',
  certificateInvalid: 'O certificado do cliente não é um certificado PEM válido.',
  privateKeyInvalid: 'A chave privada não é uma chave PEM válida (sem senha).',
  keyMismatch: 'A chave privada não corresponde ao certificado do cliente.',
  caInvalid: 'A CA informada não é um certificado PEM válido.',
  chaveMissing: 'Informe a chave PIX que recebe as cobranças.',
  accountNumberInvalid: 'Informe o número da conta com dígito, só números (até 20).',
  accountBranchInvalid: 'A agência tem até 4 dígitos, sem o dígito verificador.',
  accountTypeInvalid: 'Escolha o tipo de conta: corrente, poupança ou pagamento.',
  notConfigured: 'Nenhuma credencial da API Pix está configurada. Salve as credenciais antes de testar.',
  unreadable:
    'As credenciais salvas não puderam ser lidas com a chave de criptografia atual (SECRETS_KEY). Informe-as novamente.',
  tokenFailed: (reason: string) => `Não foi possível obter o token OAuth: ${reason}`,
  webhookMissing: (chave: string) =>
    `Token obtido, mas o banco não tem webhook cadastrado para a chave ${chave}.`,
  webhookFailed: (reason: string) => `Token obtido, mas a consulta do webhook falhou: ${reason}`,
  /** Saving registers the webhook at the bank; when it cannot, the settings stay saved and this says why. */
  webhookNotRegistered: (reason: string) =>
    `Credenciais salvas, mas o banco não cadastrou o webhook: ${reason.replace(/\.$/, '')}. ` +
    'Enquanto isso, os PIX recebidos são conferidos pela reconciliação periódica.',
  publicUrlNotHttps: (url: string) =>
    `o endereço público do Quita (PUBLIC_URL) precisa começar com https:// (hoje: ${url || 'não definido'})`,
  /** Why the PSP could not be reached, by the TLS or network error's code. */
  connection: {
    refused: 'o endereço recusou a conexão (verifique a URL)',
    notFound: 'o endereço do banco não foi encontrado (verifique a URL)',
    timeout: 'o banco não respondeu a tempo',
    serverCertificate:
      'o certificado do servidor do banco não é reconhecido (informe a CA do banco ou verifique a URL)',
    clientCertificate: 'o banco recusou a conexão segura (verifique o certificado do cliente e a chave)',
    other: 'não foi possível falar com o banco',
  },
} as const;
