import type { CepAddress } from '../../../domain/cep-address';
import type { AttachedFile, RegistrantOnFile, RegistrationField } from '../../../domain/registration-draft';
import type { CpfStatus } from '../../../domain/registration-lookups';
import type { RegistrantVerified } from '../../../machines/verification-code.machine';

export const NEW_PERSON: CpfStatus = { hasAccount: false, knownToAssociation: false, sendOptions: {} };
export const HAS_ACCOUNT: CpfStatus = { hasAccount: true, knownToAssociation: false, sendOptions: {} };
export const KNOWN: CpfStatus = {
  hasAccount: false,
  knownToAssociation: true,
  sendOptions: { email: 'jo***@exemplo.com.br', mobile: '(21) *****-5432' },
};
/** What association 428 has on file of João. */
export const JOAO_ON_FILE: RegistrantOnFile = {
  name: 'João Demo Pereira',
  displayName: 'Dr. João Pereira',
  birthDate: '1990-01-20',
  email: 'joao@exemplo.com.br',
  mobile: '21998765432',
  cep: '20040020',
  streetType: null,
  streetName: 'Avenida Rio Branco',
  streetNumber: '45',
  complement: null,
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  facebook: null,
  instagram: null,
  x: null,
  linkedin: null,
  lattes: null,
};
export const JOAO: RegistrantVerified = { ok: true, value: JOAO_ON_FILE };
export const PAULISTA: CepAddress = {
  street: 'Avenida Paulista',
  complement: '',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** What the test's readFiles gives back for each file: an upload named after it. */
export const readAsUpload = (files: File[]) =>
  files.map((f): AttachedFile => ({
    uploadId: `upload-${f.name}`,
    name: f.name,
    size: f.size,
    type: f.type,
  }));

interface FormActor {
  send(
    event:
      | { type: 'field.changed'; field: RegistrationField; value: string }
      | { type: 'terms.changed'; accepted: boolean }
      | { type: 'captcha.changed'; token: string | null },
  ): void;
}

/** Everything §5 asks for, typed as a person would, for a new person of association 428. */
export function fillValidForm(actor: FormActor) {
  const set = (field: RegistrationField, value: string) =>
    actor.send({ type: 'field.changed', field, value });
  set('name', 'Ana Demo Souza');
  set('birthDate', '20/01/1990');
  set('email', 'ana@exemplo.com.br');
  set('mobile', '(11) 91234-0000');
  set('cep', '01310-100');
  set('street', 'Avenida Paulista');
  set('number', '1000');
  set('district', 'Bela Vista');
  set('city', 'São Paulo');
  set('state', 'SP');
  set('categoryId', '601');
  set('password', 'Abcdef1!');
  set('passwordRepeat', 'Abcdef1!');
  actor.send({ type: 'terms.changed', accepted: true });
  actor.send({ type: 'captcha.changed', token: 'sandbox-captcha-ok' });
}
