/** Texts of the issued documents (recibo, declaração, certidão, carteirinha) and their verification. */
export const DOCUMENT_MSG = {
  kinds: {
    recibo: 'Recibo de pagamento',
    declaracao: 'Declaração anual de pagamentos',
    certidao: 'Certidão de quitação',
    carteirinha: 'Carteirinha digital',
  },
  valid: 'Válida',
  invalid: 'Inválida',
  invalidExplanation:
    'Não encontramos um documento emitido com este código, ou ele foi cancelado. Confira o código digitado.',
  notFound: 'Documento não encontrado.',
  notMember: 'Você não tem associação ativa com esta entidade.',
  overdue: (items: string[]) =>
    `Não é possível emitir a certidão de quitação: há ${items.length === 1 ? 'um item vencido' : `${items.length} itens vencidos`} em aberto: ${items.join('; ')}.`,
  adimplente: 'Adimplente',
  situations: { adimplente: 'Adimplente', inadimplente: 'Inadimplente', inativa: 'Associação inativa' },
  situationNow: 'Situação agora',
  noPaidAnnuity: 'Anuidade em aberto',
  receiptEmailLine: (url: string) => `Recibo em PDF (em Perfil › Gerenciar pagamentos) e verificação: ${url}`,
  cardOffline: 'Sem conexão: mostrando a carteirinha salva neste aparelho.',
  cardNeverSeen: 'Sem conexão. Abra a carteirinha uma vez com internet para usá-la offline.',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_MSG.kinds;
