import type { ContactKind } from '../../members/mask-contact';

/** SPEC §7's TIPO of a contact, EMAIL or CELULAR. */
export const contactKindOf = (tipo: 'EMAIL' | 'CELULAR'): ContactKind =>
  tipo === 'EMAIL' ? 'email' : 'mobile';
