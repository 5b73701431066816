/**
 * The texts of the errors any call may answer. Here rather than in plugins/errors so that
 * services can refuse with them without depending on the HTTP layer that sends them.
 */
export const ERRORS = {
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  tooLarge: 'A requisição excede o tamanho máximo permitido.',
  invalidField: (field: string) => `O campo ${field} está ausente ou é inválido.`,
  invalidRequest: 'Requisição inválida.',
  unauthorized: 'Sua sessão expirou. Faça login novamente.',
  notFound: 'Recurso não encontrado.',
  forbidden: 'Você não tem permissão para esta ação.',
  tooManyRequests: 'Muitas tentativas. Aguarde um instante e tente novamente.',
  internal: 'Ocorreu um erro interno. Tente novamente mais tarde.',
} as const;
