import { z } from 'zod';
import type { DadosMedico } from '../../domain/contract/registration';
import type { Config } from '../config';

/** A physicians' registry (the class council's): one CRM in one state, or null when unknown. */
export interface CrmRegistry {
  lookup(crm: string, uf: string): Promise<DadosMedico | null>;
}

export const SANDBOX_PHYSICIANS: readonly (DadosMedico & { uf: string })[] = [
  { crm: '123456', uf: 'SP', situacao: 'A', nome: 'Maria Demo Silva', especialidade: 'OFTALMOLOGIA: 12345' },
  { crm: '234567', uf: 'SP', situacao: 'A', nome: 'Carlos Demo Lima', especialidade: 'CLÍNICA MÉDICA' },
  { crm: '345678', uf: 'RJ', situacao: 'I', nome: 'Paulo Demo Inativo', especialidade: '' },
];

export const sandboxCrmRegistry = (): CrmRegistry => ({
  async lookup(crm, uf) {
    const found = SANDBOX_PHYSICIANS.find((p) => p.crm === crm && p.uf === uf.toUpperCase());
    if (!found) return null;
    const { uf: _uf, ...dados } = found;
    return dados;
  },
});

const text = z.union([z.string(), z.number().transform(String)]);
const Physician = z.object({
  crm: text.optional(),
  numero: text.optional(),
  situacao: z.string(),
  nome: z.string().min(1),
  especialidade: z.union([z.string(), z.array(z.string())]).nullish(),
});
// Registries wrap the record differently: bare, under dadosMedico, or as the first of a list.
const RegistryAnswer = z.union([
  z.object({ dadosMedico: Physician.nullable() }),
  z.object({ item: z.array(Physician) }),
  z.object({ items: z.array(Physician) }),
  Physician,
]);

/** "A", "Ativo", "ATIVA" → "A"; any other situation (inactive, suspended, cancelled) → "I". */
const situacaoCode = (s: string) => (/^\s*a(tiv[oa])?\s*$/i.test(s) ? 'A' : 'I');

function toDadosMedico(answer: z.infer<typeof RegistryAnswer>, crm: string): DadosMedico | null {
  const record =
    'dadosMedico' in answer
      ? answer.dadosMedico
      : 'item' in answer
        ? answer.item[0]
        : 'items' in answer
          ? answer.items[0]
          : answer;
  if (!record) return null;
  const especialidade = Array.isArray(record.especialidade)
    ? record.especialidade.join('; ')
    : (record.especialidade ?? '');
  return {
    crm: record.crm ?? record.numero ?? crm,
    situacao: situacaoCode(record.situacao),
    nome: record.nome,
    especialidade,
  };
}

export interface HttpCrmOptions {
  url: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** GET {url}?crm=…&uf=… with a bearer key; a slow, failing or odd answer counts as unknown. */
export function httpCrmRegistry({ url, apiKey, timeoutMs = 5_000, fetch: get = fetch }: HttpCrmOptions) {
  return {
    async lookup(crm: string, uf: string): Promise<DadosMedico | null> {
      const address = new URL(url);
      address.searchParams.set('crm', crm);
      address.searchParams.set('uf', uf);
      try {
        const res = await get(address, {
          headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return null;
        const parsed = RegistryAnswer.safeParse(await res.json());
        return parsed.success ? toDadosMedico(parsed.data, crm) : null;
      } catch {
        return null;
      }
    },
  } satisfies CrmRegistry;
}

export function crmRegistryFrom(config: Config, fetchImpl?: typeof fetch): CrmRegistry {
  if (config.crmProvider !== 'http') return sandboxCrmRegistry();
  if (!config.crmApiUrl || !config.crmApiKey) {
    throw new Error('CRM_PROVIDER=http requer CRM_API_URL e CRM_API_KEY.');
  }
  return httpCrmRegistry({ url: config.crmApiUrl, apiKey: config.crmApiKey, fetch: fetchImpl });
}
