/** Eventos: the texts a buyer sees (the store, the product page, the ticket) and the server answers. */
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
  updated: 'Evento salvo.',
  /** Editing an event that sold tickets: what the server keeps as it is. */
  capacityBelowSold: (taken: number) =>
    `O evento já tem ${taken} ${taken === 1 ? 'vaga ocupada' : 'vagas ocupadas'}: as vagas não podem ser menos que isso.`,
  datesAfterCheckin:
    'O evento já teve entradas registradas: o início, o fim e as sessões não podem mais mudar.',
  lotWithSales: (label: string) =>
    `O ${label} já tem vendas: ele não pode ser removido nem alterado. Crie um novo lote para preços futuros.`,
  afterCertificates:
    'Os certificados já foram emitidos: carga horária, pontos e frequência mínima não podem mais mudar.',
} as const;

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
