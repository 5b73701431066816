import type { ClassCouncil } from '../../../domain/class-council';
/** Registration texts the spec leaves unwritten (its own are in domain/messages.ts). */
export const REGISTRATION_TEXT = {
  /** A sign-up from a product's link (/register/{idEmitenteML}/{idProjeto}). */
  returnsToProduct: 'Ao concluir o cadastro e entrar, você volta ao produto.',
} as const;

/**
 * The council step's lead: the CRM's words as they were; a council without a registry, or a CRM
 * the install does not look up, goes to the association.
 */
export function councilStepLead(
  council: ClassCouncil,
  associationMode: boolean,
  registryLookup: boolean,
): string {
  if (council === 'CRM' && !associationMode) {
    return 'Se você é médico, informe seu CRM e a UF. Caso contrário, apenas continue.';
  }
  if (council === 'CRM' && registryLookup) return 'Informe seu CRM e a UF para consultarmos seu registro.';
  return associationMode
    ? `Informe seu ${council} e a UF. A associação confere o registro pelos documentos que você enviar.`
    : `Se você tem registro no ${council}, informe o número e a UF. Caso contrário, apenas continue.`;
}
