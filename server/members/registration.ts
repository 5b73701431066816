import type { DecodedDocument } from '../uploads/decoded-document';

export interface Registration {
  /** Digits only. */
  cpf: string;
  name: string;
  presentationName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Lower case. */
  email: string;
  /** Digits only. */
  mobile: string;
  sex: string | null;
  crm: string | null;
  crmUf: string | null;
  rqe: string | null;
  facebook: string | null;
  instagram: string | null;
  x: string | null;
  linkedin: string | null;
  lattes: string | null;
  address: {
    cep: string;
    street: string;
    number: string;
    complement: string | null;
    district: string;
    city: string;
    state: string;
  };
  password: string;
  associationId: number | null;
  categoryId: number | null;
  associationMode: boolean;
  /** Needed when the CPF belongs to a registrant an association already knows. */
  confirmationCode: string | null;
  documents: DecodedDocument[];
  /** The upload flow whose files (documents with an uploadId) this registration takes. */
  uploadFlowId?: string | null;
}
