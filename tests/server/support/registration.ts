import { eq, sql } from 'drizzle-orm';
import { SANDBOX_CAPTCHA_TOKEN } from '../../../domain/captcha';
import { verificationCodes } from '../../../server/db/schema';
import type { TestContext } from './test-app';

let ipCounter = 0;
/** A fresh client address per request, so the per-IP rate limits only bite where a test wants them. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export const post = (t: TestContext, url: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** A valid CPF from any 9 digits. */
export function cpfFrom(base9: string): string {
  const digits = [...base9].map(Number);
  for (const first of [10, 11]) {
    const sum = digits.reduce((acc, d, i) => acc + d * (first - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** What the sandbox outbox holds for an e-mail or a mobile, newest first. */
export async function inbox(t: TestContext, para: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/mensagens', query: { para } });
  return res.json().mensagens as {
    id: number;
    canal: string;
    para: string;
    assunto: string;
    corpo: string;
  }[];
}

export async function lastCodeSentTo(t: TestContext, para: string): Promise<string> {
  const [newest] = await inbox(t, para);
  const code = newest && /\b(\d{6})\b/.exec(newest.corpo)?.[1];
  if (!code) throw new Error(`no code was sent to ${para}`);
  return code;
}

/** Moves a member's codes 61 s into the past, so that a new one may be sent right away. */
export async function ageCodes(t: TestContext, memberId: number) {
  await t.database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - interval '61 seconds'` })
    .where(eq(verificationCodes.memberId, memberId));
}

/** Makes a member's codes expired. */
export async function expireCodes(t: TestContext, memberId: number) {
  await t.database.db
    .update(verificationCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(verificationCodes.memberId, memberId));
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
export const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${base64(bytes)}`;

export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A complete, valid registration (registrarConta) of a person nobody knows yet, at 428 as
 * Aspirante; `n` (3 digits) tells people apart within a test file.
 */
export function registrationOf(n: string, overrides: Record<string, unknown> = {}) {
  return {
    idEmitenteML: 428,
    idCategoriaEmitente: 501,
    nome: `Pessoa Nova ${n}`,
    nome_apresentacao: null,
    cpf: cpfFrom(`200300${n}`),
    conselho_numero: '',
    conselho_numero_uf: '',
    rqe: '',
    dataNascimento: '15/06/1992',
    email: `pessoa${n}@exemplo.com.br`,
    celular: `(31) 9${n.padStart(4, '0')}-${n.padStart(4, '0')}`,
    sexo: 'F',
    cep: '30130-010',
    logradouro: 'Praça Sete de Setembro',
    logradouroNumero: '100',
    logradouroComplemento: '',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    facebook: '',
    instagram: '',
    x: '',
    linkedin: '',
    lattes: '',
    senha: 'Nova@Senha1',
    senhaRepeticao: 'Nova@Senha1',
    aceiteTermos: true,
    recaptcha: SANDBOX_CAPTCHA_TOKEN,
    codigoConfirmacao: '',
    codigoConfirmacaoTipo: '',
    arquivos: [],
    modoAssociacao: false,
    validouCRMAssociacao: false,
    temRQEOftalmologista: false,
    ...overrides,
  };
}

/** A tiny PDF attached as SPEC §3's registration sends it (a data URL). */
export const pdfAttachment = (nome: string) => ({
  id: 1,
  nome,
  arquivo: dataUrl('application/pdf', TINY_PDF),
  size: TINY_PDF.length,
  type: 'application/pdf',
});
