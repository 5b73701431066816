/** Eventos (congressos e cursos): the texts the server answers and the screens show. */
export const EVENT_MSG = {
  soldOut: 'Esgotado',
  soldOutRefusal: 'Esgotado: as vagas deste evento acabaram.',
  datesInvalid: 'Informe o início e o fim do evento, com o fim depois do início.',
  sessionInvalid:
    'Cada sessão precisa de um dia entre o início e o fim do evento e de um horário de término depois do de início.',
  lotInvalid:
    'Cada lote precisa de uma categoria com preço, uma data até o início do evento e um valor maior que zero.',
  percentInvalid: 'A frequência mínima deve estar entre 0 e 100%.',
  created: 'Evento criado.',
} as const;

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
/** The ticket as it is e-mailed (a PDF with the QR) and shown after a purchase. */
export const TICKET_MSG = {
  title: 'Ingresso',
  code: 'Código do ingresso',
  holder: 'Participante',
  when: 'Data',
  place: 'Local',
  atTheDoor: 'Apresente o QR Code na entrada do evento, na tela do celular ou impresso.',
  fileName: (code: string) => `ingresso-${code}.pdf`,
  emailSubject: (event: string) => `Seu ingresso: ${event}`,
  emailBody: (name: string, event: string, when: string, place: string, code: string) =>
    [
      `Olá, ${name}.`,
      '',
      `Seu ingresso para "${event}" está no PDF anexo, com o QR Code que será lido na entrada.`,
      `Data: ${when}`,
      `Local: ${place}`,
      `Código do ingresso: ${code}`,
      '',
      'Apresente o QR Code na entrada do evento, na tela do celular ou impresso.',
    ].join('\n'),
} as const;
