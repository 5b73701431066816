/** What the pix-api gateway says, in pt-BR: to the payer, to staff, and at start. */
export const PIX_API_MSG = {
  cardRefused: 'Pagamento com cartão não está disponível: este emissor recebe somente por PIX.',
  boletoRefused: 'Pagamento com boleto não está disponível: este emissor recebe somente por PIX.',
  noReceivingAccount:
    'Débito automático indisponível: cadastre a conta de recebimento (agência, conta e tipo) da API Pix.',
  refundNotPaid: 'Esta cobrança não tem um PIX recebido para devolver.',
  refundNotDone: (reason: string) => `O banco não realizou a devolução: ${reason}`,
  missingSettings: (names: string[]) =>
    `PAYMENT_GATEWAY=pix-api precisa de ${names.join(', ')} (veja "Going live" no README).`,
  unreadableFile: (name: string, file: string) => `${name}: não foi possível ler o arquivo ${file}.`,
  /** RFC 7807 answers of the PSP, by HTTP status. */
  problem: {
    400: 'O banco recusou o pedido por dados inválidos',
    401: 'O banco recusou as credenciais da API Pix (client id/secret)',
    403: 'O banco negou acesso: verifique as permissões (escopos) das credenciais da API Pix',
    404: 'O banco não encontrou o registro pedido',
    409: 'O banco recusou o pedido por conflito com um registro existente',
    422: 'O banco recusou a operação',
    429: 'O banco limitou as chamadas à API Pix: tente novamente em instantes',
    503: 'O serviço Pix do banco está indisponível no momento',
    other: 'O banco respondeu com um erro inesperado',
  } as Record<number | 'other', string>,
  unreachable: 'Não foi possível falar com o banco (API Pix): verifique PIX_API_URL e os certificados.',
  badAnswer: 'O banco respondeu fora do padrão da API Pix.',
} as const;
