/** Recebimentos' texts for the choice and the Asaas account, used by the server, the screen and their tests. */
export const RECEIVING_MESSAGES = {
  apiKeyMissing: 'Informe a chave de API do Asaas.',
  apiKeyInvalid: 'A chave de API do Asaas não pode ter espaços: copie-a inteira do painel do Asaas.',
  webhookTokenMissing: 'Informe o token do webhook do Asaas.',
  webhookTokenInvalid: 'O token do webhook deve ter de 32 a 255 caracteres, sem espaços.',
  webhookTokenTaken: 'Este token do webhook já está em uso. Gere outro token e cadastre-o também no Asaas.',
  sandboxUnavailable: 'O sandbox só pode ser escolhido em uma instalação de testes (SANDBOX).',
  pixNotConfigured: 'Salve as credenciais da API Pix do banco antes de escolhê-la.',
  asaasNotConfigured: 'Salve a chave de API e o token do webhook do Asaas antes de escolhê-lo.',
  asaasUnreadable:
    'A chave do Asaas salva não pôde ser lida com a chave de criptografia atual (SECRETS_KEY). Informe-a novamente.',
  checkPassed: 'Conexão com o Asaas ok: a chave de API foi aceita.',
} as const;
