/** Equipe's texts, used by the server, the screens and their tests. */
export const TEAM_MESSAGES = {
  emailTaken: 'Já existe alguém na equipe com este e-mail.',
  notYourself: 'Você não pode alterar o próprio perfil nem remover a si mesmo.',
  lastGestor: 'A equipe precisa de ao menos um gestor.',
  noPendingInvite: 'Esta pessoa já definiu a senha: não há convite para reenviar.',
  inviteInvalid: 'Este convite não é válido ou já expirou. Peça um novo convite.',
  inviteSubject: (associationName: string) => `Convite para a gestão de ${associationName} no Quita`,
  inviteBody: (name: string, associationName: string, link: string) =>
    `Olá, ${name}.\n\nVocê foi convidado(a) para a equipe de gestão de ${associationName} no Quita.\n` +
    `Defina sua senha neste link (válido por 7 dias, uso único):\n${link}\n`,
} as const;

export const ROLE_LABEL = { gestor: 'Gestor(a)', financeiro: 'Financeiro', recepcao: 'Recepção' } as const;
