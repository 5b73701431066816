/** The check-in door's own texts (issue #32) beside CHECKIN_VERDICT: camera, offline and sync. */
export const DOOR_MSG = {
  startingCamera: 'Iniciando a câmera...',
  pointCamera: 'Aponte a câmera para o QR Code do ingresso.',
  checking: 'Verificando o ingresso...',
  offline:
    'Sem conexão: os ingressos são verificados neste aparelho e as entradas serão enviadas quando a conexão voltar.',
  checkedOnDevice: 'Verificado neste aparelho, sem conexão.',
  noBook:
    'Sem conexão, e a lista deste evento ainda não está neste aparelho: abra o evento uma vez com internet.',
  bookKept: (tickets: number) =>
    tickets === 1
      ? '1 ingresso guardado neste aparelho para uso sem conexão.'
      : `${tickets} ingressos guardados neste aparelho para uso sem conexão.`,
  pending: (scans: number) =>
    scans === 1 ? '1 entrada aguardando envio.' : `${scans} entradas aguardando envio.`,
  synced: 'Todas as entradas deste aparelho foram enviadas.',
  printBadge: 'Imprimir crachá',
} as const;
