/**
 * Texts of the profile screens that the spec leaves open; the spec's own live in
 * domain/messages.ts and the server's in domain/profile-messages.ts.
 */
export const PROFILE_TEXT = {
  copyFailed: 'Não foi possível copiar o e-mail.',
  photoReadFailed: 'Não foi possível ler a imagem escolhida.',
  notInformed: 'Não informado',
  noAddresses: 'Você ainda não tem endereços cadastrados.',
  noSpecialties: 'Você ainda não tem especialidades cadastradas.',
  noAssociations: 'Você ainda não está associado(a) a nenhuma associação.',
  noPayments: 'Nenhum pagamento realizado ainda.',
  noCards: 'Você ainda não tem cartões salvos.',
  firstAddressIsMain: 'O primeiro endereço é sempre o principal.',
  mainStaysMain: 'Para trocar o endereço principal, marque outro endereço como principal.',
  lookingUpCep: 'Buscando o endereço...',
  receiptTitle: 'Recibo',
  removeCardQuestion: (card: { brand: string; last4: string; isMain: boolean }) =>
    `Remover o cartão ${card.brand} final ${card.last4}? Ele deixará de aparecer nos pagamentos.` +
    (card.isMain ? ' O próximo cartão salvo passará a ser o principal.' : ''),
  endAllSessions: 'Sair de todos os dispositivos',
  endAllSessionsQuestion:
    'Você será desconectado(a) deste e de todos os outros dispositivos em que entrou. Deseja continuar?',
} as const;

export const SEX_LABEL: Readonly<Record<string, string>> = { F: 'Feminino', M: 'Masculino' };
