/**
 * Texts the server writes into issued documents, their refusals and their verification (the
 * screens' own texts are in src/features/documents/document-texts.ts, so that none of this
 * reaches the app's start-up code).
 */
export const DOCUMENT_MSG = {
  kinds: {
    recibo: 'Recibo de pagamento',
    declaracao: 'Declaração anual de pagamentos',
    certidao: 'Certidão de quitação',
    carteirinha: 'Carteirinha digital',
    certificado: 'Certificado de participação',
  },
  notFound: 'Documento não encontrado.',
  notMember: 'Você não tem associação ativa com esta entidade.',
  overdue: (items: string[]) =>
    `Não é possível emitir a certidão de quitação. Itens vencidos em aberto: ${items.join('; ')}.`,
  situations: { adimplente: 'Adimplente', inadimplente: 'Inadimplente', inativa: 'Associação inativa' },
  situationNow: 'Situação agora',
  receiptEmailLine: (url: string) => `Recibo em PDF (em Perfil › Gerenciar pagamentos) e verificação: ${url}`,
} as const;
