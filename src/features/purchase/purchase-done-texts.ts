/** "Compra concluída", the public checkout's end once paid: texts the spec leaves unwritten. */
export const PURCHASE_DONE = {
  title: 'Compra concluída',
  receipt: 'Ver recibo',
  backToProduct: 'Voltar ao produto',
  login: 'Entrar no Quita',
  ticket: 'Seu ingresso',
  myTickets: 'Meus ingressos',
  home: 'Ir para o início',
  /** A new account the purchase opened, already logged in. */
  accountOpened:
    'Sua conta no Quita foi criada e você já está conectado: o ingresso também fica em Meus ingressos.',
  /** The service invoice (NFS-e) of a product that issues one. */
  invoiceLink: 'Nota fiscal (PDF)',
  invoiceScheduled:
    'A nota fiscal de serviço foi agendada e está sendo emitida pela prefeitura: o link aparece aqui assim que ela for autorizada.',
  invoiceError:
    'A nota fiscal de serviço não pôde ser emitida. A associação foi avisada e entrará em contato.',
  invoiceCancelled: 'A nota fiscal de serviço desta compra foi cancelada.',
  /** The ticket's PDF went where the receipt did. */
  ticketSentTo: ([typed, account]: readonly string[]) =>
    account
      ? `Enviamos o ingresso em PDF para ${typed} e para o e-mail da sua conta, ${account}. Apresente o QR Code na entrada do evento.`
      : `Enviamos o ingresso em PDF para ${typed}. Apresente o QR Code na entrada do evento.`,
  /** The e-mail typed first; the account's (masked) when it is another one. */
  sentTo: ([typed, account]: readonly string[]) =>
    account
      ? `Enviamos o recibo para ${typed} e para o e-mail da sua conta, ${account}.`
      : `Enviamos o recibo para ${typed}.`,
  accountToConfirm: (association: string) =>
    `Sua conta no Quita foi criada com a senha que você escolheu. No primeiro acesso, confirme-a ` +
    `com o código que enviaremos para o e-mail ou celular que ${association} tem em seu cadastro.`,
} as const;
