/** The server's texts of the file uploads (/api/uploads): the app shows them beside the file. */
export const UPLOAD_MSG = {
  tokenInvalid: 'O prazo para enviar arquivos expirou. Recarregue a página e envie os arquivos novamente.',
  lengthRequired: 'O tamanho do arquivo precisa ser informado antes do envio.',
  unknownKind: 'Tipo de envio desconhecido.',
  tooMany: 'Você já enviou arquivos demais. Recarregue a página e envie apenas os necessários.',
  notFound: 'Arquivo não encontrado. Envie o arquivo novamente.',
  refused: 'O envio do arquivo foi recusado. Tente novamente.',
  notFinished: (name: string) => `O envio do arquivo ${name} não terminou. Envie o arquivo novamente.`,
} as const;
