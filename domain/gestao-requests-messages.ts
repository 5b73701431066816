/** Solicitações: the texts the server answers and the screen shows (tests read them from here). */
export const REQUESTS_MSG = {
  alreadyRefused: 'Esta solicitação já foi recusada.',
  alreadyApproved: 'Esta solicitação já foi aprovada.',
  noAnnuityPrice: 'A categoria desta solicitação não tem anuidade cadastrada nesta associação.',
  reasonRequired: 'Informe o motivo da recusa.',
  empty: 'Nenhuma solicitação aguardando aprovação.',
  approved: 'Solicitação aprovada.',
  refused: 'Solicitação recusada.',
} as const;

/** The e-mail that tells the member why the request was refused. */
export const refusalEmail = (memberName: string, associationName: string, reason: string) => ({
  subject: `Solicitação de associação a ${associationName}`,
  body:
    `Olá, ${memberName}.\n\n` +
    `Sua solicitação de associação a ${associationName} foi recusada.\n\n` +
    `Motivo: ${reason}\n\n` +
    'Você pode ver o motivo em "Minhas associações" no aplicativo.',
});
