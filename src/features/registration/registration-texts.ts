/** Registration texts the spec leaves unwritten (its own are in domain/messages.ts). */
export const REGISTRATION_TEXT = {
  /** A sign-up from a product's link (/register/{idEmitenteML}/{idProjeto}). */
  returnsToProduct: 'Ao concluir o cadastro e entrar, você volta ao produto.',
} as const;
