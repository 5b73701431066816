import { expect, type APIRequestContext } from '@playwright/test';
import type { LoginResponse } from '../../../domain/contract/auth';
import type { RegistrarContaResponse } from '../../../domain/contract/registration';
import { nextCode, outboxIds } from './outbox';
import { newPerson } from './people';

/** The sandbox captcha answer the server accepts when no site key is configured. */
const SANDBOX_CAPTCHA = 'sandbox-captcha-ok';

export interface NewMember {
  nome: string;
  cpf: string;
  email: string;
  /** Digits only. */
  celular: string;
  senha: string;
  /** A login token of the confirmed account. */
  token: string;
}

export interface NewMemberOptions {
  /** Becomes part of the name and the e-mail, to tell the tests' members apart. */
  firstName?: string;
  /** null: an account of no association (and so no annuity). */
  idEmitenteML?: number | null;
  idCategoriaEmitente?: number;
  /** The class council's number and UF given at sign-up (none unless asked). */
  crm?: { number: string; uf: string };
}

/**
 * A brand-new confirmed member of its own, for tests that change what others rely on (e-mail,
 * PIN, payments): registered through the API at association 428 as Titular, then confirmed the way
 * the app does it (a login sends the code, a second login with the code confirms). Accepted at
 * once, the member owes the year's annuity: Home opens its payment first (SPEC §4) until it is
 * paid (support/annuity.ts).
 */
export async function createConfirmedMember(
  request: APIRequestContext,
  { firstName = 'Membro', idEmitenteML = 428, idCategoriaEmitente = 601, crm }: NewMemberOptions = {},
): Promise<NewMember> {
  const person = newPerson(firstName);
  const registered = await request.post('/api/auth/registrarConta', {
    data: {
      idEmitenteML,
      idCategoriaEmitente: idEmitenteML === null ? null : idCategoriaEmitente,
      nome: person.nome,
      cpf: person.cpf,
      ...(crm ? { conselho_numero: crm.number, conselho_numero_uf: crm.uf } : {}),
      dataNascimento: '20/01/1990',
      email: person.email,
      celular: person.celular,
      sexo: '',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      logradouroNumero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      senha: person.senha,
      senhaRepeticao: person.senha,
      aceiteTermos: true,
      recaptcha: SANDBOX_CAPTCHA,
    },
  });
  const answer = (await registered.json()) as RegistrarContaResponse;
  expect(answer, `registrarConta for ${person.email}`).toMatchObject({ resultado: true });

  const credentials = { usuario: person.email, senha: person.senha };
  const before = await outboxIds(request, person.email);
  const first = (await (
    await request.post('/api/auth/login', { data: credentials })
  ).json()) as LoginResponse;
  expect(first, 'the first login of an unconfirmed account').toMatchObject({
    resultado: true,
    confirmado: false,
  });
  const codigoConfirmacao = await nextCode(request, person.email, before);
  const confirmed = (await (
    await request.post('/api/auth/login', { data: { ...credentials, codigoConfirmacao } })
  ).json()) as LoginResponse;
  if (!confirmed.token) throw new Error(`confirming ${person.email} failed: ${JSON.stringify(confirmed)}`);

  return { ...person, token: confirmed.token };
}
