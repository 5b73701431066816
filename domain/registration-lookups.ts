import type { ClassCouncil } from './class-council';

/** Where a registrant the association knows receives the code that proves it is them. */
export type CodeChannel = 'email' | 'mobile';

/** The contacts on file the association can send a code to, masked, by channel. */
export type SendOptions = Partial<Record<CodeChannel, string>>;

/** A CPF to look up, digits only, for the association of the route (null without one). */
export interface CpfQuery {
  cpf: string;
  associationId: number | null;
}

/** What the server knows of a CPF. */
export interface CpfStatus {
  hasAccount: boolean;
  knownToAssociation: boolean;
  /** Only for a person the association knows who has no account yet. */
  sendOptions: SendOptions;
}

/** A council number and its state, for the physicians' registry. */
export interface CrmQuery {
  crm: string;
  uf: string;
}

/** A physician of the registry. */
export interface Physician {
  crm: string;
  active: boolean;
  name: string;
  /** E.g. "OFTALMOLOGIA: 12345" (the RQE after the colon); empty when none. */
  specialty: string;
}

/** One of the association's categories and its annuity. */
export interface SignUpCategory {
  id: number;
  description: string;
  annuityCentavos: number;
  /** The early-payment price, null when the association offers none. */
  promoCentavos: number | null;
  /** ISO date: the last day of the early-payment price; null when no day is set. */
  promoUntil: string | null;
}

/** What the sign-up shows of the association: its name, its council and its categories. */
export interface AssociationSignUp {
  /** Null for an unknown association. */
  associationName: string | null;
  council: ClassCouncil | null;
  categories: SignUpCategory[];
}
