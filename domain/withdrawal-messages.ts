import { formatBRL, fromCentavos } from './money';
import type { WithdrawalWindow } from './withdrawal-window';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));
// Intl, not dayjs: the browser tests import these texts, and their loader cannot resolve dayjs's plugins.
const inSaoPaulo = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', ...options });
const dateFormat = inSaoPaulo({ day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = inSaoPaulo({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** "06/12/2026" (Brasília time). */
const day = (at: string | Date) => dateFormat.format(new Date(at));
/** "06/12/2026 às 14:32" (Brasília time). */
const when = (at: string | Date) => `${day(at)} às ${timeFormat.format(new Date(at))}`;

/** How the money goes back, by the method that paid it (a boleto: by PIX, to a key the buyer types). */
export type WithdrawalMethod = 'card' | 'pix' | 'boleto';
/** Who sends a boleto's money back: the PSP's PIX transfer at once, or staff by hand. */
export type ReturnedBy = 'psp' | 'staff';

/** The buyer's right to withdraw (Código de Defesa do Consumidor, art. 49): screens, e-mail, refusals. */
export const WITHDRAWAL_MSG = {
  /** Pagamentos, the item's cancel reason and the receipt. */
  reason: 'Desistência (CDC art. 49)',
  title: 'Direito de desistência',
  button: 'Desistir da compra',
  confirm: 'Confirmar desistência',
  keep: 'Manter a compra',
  sending: 'Confirmando a desistência…',
  failedNow: 'Não foi possível confirmar a desistência agora. Verifique a conexão e tente novamente.',
  /** While the window runs, beside the button. */
  window: (w: WithdrawalWindow) =>
    w.eventFirst
      ? `Você pode desistir desta compra até ${when(w.until)}, quando o evento começa (antes de terminar o prazo de 7 dias), e receber de volta tudo o que pagou, taxas incluídas (Código de Defesa do Consumidor, art. 49).`
      : `Você pode desistir desta compra até ${when(w.until)} (7 dias depois do pagamento) e receber de volta tudo o que pagou, taxas incluídas (Código de Defesa do Consumidor, art. 49).`,
  question: (amountCentavos: number) =>
    `Desistir da compra? Devolveremos ${brl(amountCentavos)}, tudo o que você pagou. Um ingresso deixa de valer na entrada e a vaga é liberada. Não é possível desfazer a desistência.`,
  how: {
    card: 'O valor volta na fatura do cartão usado, no prazo do banco emissor.',
    pix: 'O valor volta por PIX para a conta que pagou.',
    boleto:
      'Esta compra foi paga por boleto: o valor volta por PIX, para uma chave PIX sua que você informa aqui.',
  } satisfies Record<WithdrawalMethod, string>,
  done: (amountCentavos: number) => `Desistência confirmada: ${brl(amountCentavos)} devolvido.`,
  /** A boleto's, once withdrawn: sent by the PSP, or owed by the association. */
  doneBoleto: {
    psp: (amountCentavos: number) =>
      `Desistência confirmada: ${brl(amountCentavos)} enviado por PIX para a chave informada.`,
    staff: (amountCentavos: number) =>
      `Desistência confirmada. A operadora de pagamento não fez a transferência agora: a associação vai devolver ${brl(amountCentavos)} por PIX, para a chave informada.`,
  } satisfies Record<ReturnedBy, (amountCentavos: number) => string>,
  /** Once withdrawn, where the purchase is shown again. */
  withdrawn: (at: string | Date) => `Você desistiu desta compra em ${day(at)}. O valor pago foi devolvido.`,
  /** A boleto's money the association still has to send back by hand. */
  withdrawnReturnPending: (at: string | Date) =>
    `Você desistiu desta compra em ${day(at)}. A associação vai devolver o valor pago por PIX, para a chave que você informou.`,
  /** The PSP's transfer's description (the buyer's bank statement). */
  transferDescription: 'Devolução de compra: desistência (CDC art. 49)',
  ticketVoid: 'Este ingresso foi cancelado e não vale mais na entrada.',

  // Refusals: nothing changes.
  notFound: 'Compra não encontrada.',
  notPurchase:
    'Só compras feitas pela internet (cursos, webinars, ingressos) podem ser desfeitas pelo direito de desistência; anuidades e contribuições, não.',
  expired: (until: string | Date) => `O prazo para desistir desta compra terminou em ${when(until)}.`,
  eventStarted: 'O evento já começou: não é mais possível desistir desta compra.',
  already: (at: string | Date) => `Você já desistiu desta compra em ${day(at)}.`,
  cancelled: 'Esta compra já foi cancelada ou estornada pela associação.',
  notPaid: 'Só uma compra paga pode ser desfeita.',
  busy: 'Já há uma devolução em andamento para esta compra. Aguarde alguns instantes e abra a página de novo.',
  refused: (why?: string) =>
    `A operadora de pagamento recusou a devolução${why ? ` (${why})` : ''}. Sua compra continua como estava; tente de novo mais tarde ou fale com a associação.`,

  /** In the receipt e-mail of a public purchase. */
  emailPurchaseLink: (url: string) =>
    `Sua compra, o ingresso (se houver) e o direito de desistir em até 7 dias (CDC art. 49): ${url}`,
  // The e-mail.
  emailSubject: 'Desistência da compra confirmada',
  emailLead: (what: string, association: string) =>
    `Você desistiu da compra de ${what} (${association}), pelo direito de desistência do Código de Defesa do Consumidor (art. 49).`,
  emailTicket: 'Se a compra era um ingresso, ele não vale mais na entrada e a vaga foi liberada.',
  emailBoleto: {
    psp: 'A compra foi paga por boleto: o valor foi enviado por PIX para a chave que você informou.',
    staff:
      'A compra foi paga por boleto: a associação vai devolver o valor por PIX, para a chave que você informou.',
  } satisfies Record<ReturnedBy, string>,

  // Pagamentos (staff): a boleto's money to send back by hand.
  staffToReturn: 'Devolver por transferência',
  staffKey: 'Chave PIX informada pelo comprador',
  staffPspRefused: (why: string) => `A operadora não fez a transferência: ${why}`,
  staffPspCannot: 'A operadora de pagamento da associação não faz transferências PIX pela API.',
  staffPspUnanswered:
    'A operadora não respondeu ao pedido de transferência: confira no painel dela se a transferência foi feita antes de devolver.',
  staffMarkReturned: 'Marcar como devolvido',
  staffConfirmReturned: (amountCentavos: number) =>
    `Confirmar que ${brl(amountCentavos)} foi transferido por PIX para a chave informada? A chave é apagada em seguida.`,
  staffReturnedOn: 'Devolvido por transferência em',
  staffReturned: (at: string | Date) => `${WITHDRAWAL_MSG.staffReturnedOn} ${day(at)}.`,
  staffSent: 'Enviado por PIX à chave informada pela operadora.',
  staffUnderWay: 'Transferência PIX feita pela operadora, aguardando a confirmação do banco.',
  staffPspAwaitsApproval:
    'A transferência PIX aguarda aprovação no painel da operadora: aprove-a lá (e não transfira de novo) ou cancele-a lá e devolva por transferência.',
  staffNotOwed: 'Este pagamento não tem devolução por transferência pendente.',
  staffReturnedDone: 'Devolução registrada. A chave PIX do comprador foi apagada.',
} as const;
