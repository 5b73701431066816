import { itemCountText } from '../../../domain/item-count';

/** Texts of the wallet screens that the spec leaves open; the spec's own live in domain/messages.ts. */
export const WALLET_TEXT = {
  eventPaidTitle: 'Inscrição confirmada',
  eventPaid:
    'Seu ingresso foi emitido e enviado em PDF para o seu e-mail. Ele também fica em Meus ingressos, com o QR Code para a entrada do evento.',
  myTickets: 'Meus ingressos',
  backHome: 'Voltar ao início',
  pinPanelTitle: 'Cadastre seu PIN',
  pinPanelHint: 'O PIN de 4 dígitos será solicitado antes de cada pagamento.',
  pinConfirmTitle: 'Confirme seu PIN',
  pinConfirmHint: 'Digite o mesmo PIN mais uma vez.',
  pinValidateTitle: 'Digite seu PIN',
  pinValidateHint: 'Confirme o pagamento com o seu PIN de 4 dígitos.',
  pinLockedHint: 'Seu PIN foi bloqueado. Recupere-o com um código enviado para você.',
  pinRecoveryTitle: 'Recuperar PIN',
  pinRecoverySending: 'Enviando o código...',
  itemNotFound: 'Não encontramos esta pendência.',
  noUpcoming: 'Nenhuma pendência nos próximos 30 dias.',
  noHistory: 'Nenhum lançamento neste período.',
  openItemsTitle: 'Em aberto',
  noOpenItems: 'Nenhuma pendência em aberto.',
  openItemsTotal: 'Total em aberto',
  selectedTotal: 'Selecionados',
  paySelected: 'Pagar selecionados',
  severalItemsTitle: itemCountText,
  /** Above the payment methods: whom the member pays. */
  paymentTo: 'Pagamento para',
  noCards: 'Você ainda não tem cartões salvos.',
  termsTitle: 'Termos de Privacidade',
  /** Home's Sair, beside Pagar, asks first. */
  logoutQuestion: 'Sair da conta?',
  issuedBoletoTitle: 'Boleto emitido',
  issuedBoletoFacts: (amount: string, due: string) =>
    `Você já emitiu um boleto de ${amount} para esta pendência, com vencimento em ${due}. Pague-o ou abra-o de novo abaixo.`,
} as const;
