import { randomInt } from 'node:crypto';
import type { EmitenteCompra } from '../../../domain/contract/access';
import { cpfFrom, nextIp } from './registration';
import type { TestContext } from './test-app';

export const CONGRESSO = 'congresso-2027';
export const STRONG_PASSWORD = 'Compra@2027';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${randomInt(1000)}`;

/** A valid CPF nobody has: 9 random digits and their check digits. */
export const freshCpf = () => cpfFrom(String(randomInt(100_000_000, 999_999_999)));

/** A complete Brazilian buyer with a new CPF, e-mail and mobile (and a password for the new account). */
export function brazilianBuyer(over: Partial<EmitenteCompra> = {}): EmitenteCompra {
  const id = unique();
  return {
    idCategoriaEmitente: 601,
    nome: 'Ana Compradora Teste',
    cpf: freshCpf(),
    dataNascimento: '1988-05-17',
    orgaoClasse: 'CRM',
    instituicaoOrganizacaoTrabalha: 'Hospital Demo',
    profissaoEspecialidade: 'Oftalmologia',
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    logradouroNumero: '1000',
    logradouroComplemento: 'Sala 2',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'BR',
    telefone: '(11) 3333-4444',
    celular: `(11) 9${String(randomInt(10_000_000, 99_999_999))}`,
    email: `ana.${id}@exemplo.com.br`,
    senha: STRONG_PASSWORD,
    senhaRepeticao: STRONG_PASSWORD,
    nomeRecibo: '',
    cnpjRecibo: '',
    ...over,
  };
}

export const post = (t: TestContext, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/access/${url}`, payload, headers, remoteAddress: nextIp() });

export async function incluir(t: TestContext, emitente: EmitenteCompra, hash = CONGRESSO) {
  return post(t, 'incluirFluxoProjetoDireto', { EMITENTE: emitente, HASH: hash });
}

/** A purchase opened for the buyer: the item id and the reference that goes with it. */
export async function openPurchase(t: TestContext, emitente: EmitenteCompra = brazilianBuyer()) {
  const res = await incluir(t, emitente);
  const body = res.json();
  if (!body.RESULTADO) throw new Error(`incluirFluxoProjetoDireto failed: ${res.body}`);
  return { id: body.FLUXO.ID_FLUXO_DE_CAIXA as number, ref: body.REFERENCIA as string, emitente };
}
