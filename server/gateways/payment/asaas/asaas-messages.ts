/** What the Asaas gateway says, in pt-BR: to the payer and to staff. */
export const ASAAS_MSG = {
  /** By HTTP status, when Asaas gives no description of its own. */
  status: {
    400: 'O Asaas recusou o pedido por dados inválidos',
    401: 'O Asaas recusou a chave de API (verifique a "Chave de API")',
    403: 'O Asaas negou acesso a esta operação',
    404: 'O Asaas não encontrou o registro pedido',
    429: 'O Asaas limitou as chamadas: tente novamente em instantes',
    other: 'O Asaas respondeu com um erro inesperado',
  } as Record<number | 'other', string>,
  unreachable: 'Não foi possível falar com o Asaas: verifique ASAAS_API_URL e a conexão.',
  timeout: 'O Asaas não respondeu a tempo.',
  badAnswer: 'O Asaas respondeu fora do padrão da API v3.',
  cardHolderMissing:
    'Não foi possível usar o cartão: faltam os dados do titular (CPF, e-mail e celular) no seu cadastro.',
  cardDeclined: 'O cartão foi recusado pela operadora.',
  tokenizationDisabled:
    'A conta Asaas da associação não tem a tokenização de cartões liberada (peça ao gerente de contas do Asaas).',
  webhookRefused: 'Notificação recusada: o token do webhook do Asaas não confere.',
  refundNotPaid: 'Esta cobrança ainda não foi paga no Asaas: não há o que estornar.',
  transferFailed: 'O Asaas não concluiu a transferência PIX.',
  transferUnanswered:
    'O Asaas não respondeu ao pedido de transferência por PIX; confira no painel do Asaas se ela foi feita antes de devolver o valor.',
} as const;
