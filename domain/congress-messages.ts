/** Eventos (congressos e cursos): the texts the server answers and the screens show. */
// The buyer's texts live in ./event-messages, so that the product page does not load the door's
// and the back office's tables; they stay importable from here.
export { EVENT_MSG, TICKET_MSG } from './event-messages';

/** "1º lote até 15/03": the lot's order among the category's lots and its last day. */
export const lotLabel = (order: number, lastDay: string) => {
  const [, month, day] = lastDay.split('-');
  return `${order}º lote até ${day}/${month}`;
};

/** The door's answers, large enough to read at arm's length. */
export const CHECKIN_VERDICT = {
  confirmed: 'Entrada confirmada',
  alreadyUsed: 'Ingresso já utilizado',
  invalid: 'Ingresso inválido',
  otherEvent: 'Ingresso de outro evento',
  notYet: 'Entrada ainda não liberada',
  ended: 'Evento encerrado',
} as const;

/** Below the verdict, when a valid ticket comes outside the door's hours (DD/MM/AAAA às HH:mm). */
export const CHECKIN_WINDOW_MSG = {
  notYet: (opensAt: string) => `A entrada abre em ${opensAt}, uma hora antes do início do evento.`,
  ended: (endedAt: string) => `Este evento terminou em ${endedAt}. A entrada não é mais aceita.`,
} as const;

/** The event's page in the back office and "Buscar" at the door. */
export const EVENT_DESK_MSG = {
  courtesy: 'Cortesia',
  courtesyNameRequired: 'Informe o nome.',
  courtesyCpfInvalid: 'O CPF informado é inválido.',
  courtesyEmailInvalid: 'Informe um e-mail válido.',
  courtesyTaken: 'Esta pessoa já tem inscrição neste evento.',
  courtesyAdded: (name: string) => `Cortesia registrada para ${name}. O ingresso foi emitido.`,
  alreadyCancelled: 'Esta inscrição já foi cancelada.',
  boletoNotCancellable:
    'O boleto desta inscrição não pode ser cancelado por este meio de pagamento. Cancele-o no banco emissor e tente de novo.',
  cancelled: (name: string) => `Inscrição de ${name} cancelada. O ingresso foi revogado e a vaga liberada.`,
  cancelReason: 'Inscrição cancelada pela gestão',
  pendingTitle: 'Aguardando pagamento',
  /** "Aguardando pagamento (boleto) · vence em 05/12/2026" */
  pendingStatus: (due: string) => `Aguardando pagamento (boleto) · vence em ${due}`,
  pendingConfirm: 'Cancelar o boleto e liberar a vaga?',
  pendingCancelled: (name: string) =>
    `Inscrição de ${name} cancelada. O boleto foi cancelado e a vaga liberada.`,
  searchEmpty: 'Nenhuma inscrição encontrada.',
  eventOver: 'Este evento já terminou.',
  issueCertificates: 'Emitir certificados',
  certificatesBeforeEnd: (endsAt: string) =>
    `Os certificados só podem ser emitidos depois do fim do evento (${endsAt}).`,
  certificatesIssued: ({ issued, alreadyIssued, notEligible }: CertificateCounts) =>
    [
      issued === 1 ? '1 certificado emitido.' : `${issued} certificados emitidos.`,
      alreadyIssued > 0 && `${alreadyIssued} já ${alreadyIssued === 1 ? 'tinha' : 'tinham'} certificado.`,
      notEligible > 0 &&
        `${notEligible} ${notEligible === 1 ? 'inscrição' : 'inscrições'} abaixo da frequência mínima.`,
    ]
      .filter(Boolean)
      .join(' '),
} as const;

interface CertificateCounts {
  issued: number;
  alreadyIssued: number;
  notEligible: number;
}
