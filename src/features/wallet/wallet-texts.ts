/** Texts of the wallet screens that the spec leaves open; the spec's own live in domain/messages.ts. */
export const WALLET_TEXT = {
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
  noCards: 'Você ainda não tem cartões salvos.',
  termsTitle: 'Termos de Privacidade',
} as const;
