import { z } from 'zod';
import type { Config } from '../config';

/** A physician as the registry knows them. */
export interface Physician {
  crm: string;
  /** Inactive, suspended and cancelled registrations are not active. */
  active: boolean;
  name: string;
  /** E.g. "OFTALMOLOGIA: 12345" (the RQE after the colon); empty when none. */
  specialty: string;
}

/** A physicians' registry (the class council's): one CRM in one state, or null when unknown. */
export interface CrmRegistry {
  lookup(crm: string, uf: string): Promise<Physician | null>;
}

const SANDBOX_PHYSICIANS: readonly (Physician & { uf: string })[] = [
  { crm: '123456', uf: 'SP', active: true, name: 'Maria Demo Silva', specialty: 'OFTALMOLOGIA: 12345' },
  { crm: '234567', uf: 'SP', active: true, name: 'Carlos Demo Lima', specialty: 'CLÍNICA MÉDICA' },
  { crm: '345678', uf: 'RJ', active: false, name: 'Paulo Demo Inativo', specialty: '' },
];

export const sandboxCrmRegistry = (): CrmRegistry => ({
  async lookup(crm, uf) {
    const found = SANDBOX_PHYSICIANS.find((p) => p.crm === crm && p.uf === uf.toUpperCase());
    if (!found) return null;
    const { uf: _uf, ...physician } = found;
    return physician;
  },
});

const text = z.union([z.string(), z.number().transform(String)]);
const RegistryRecord = z.object({
  crm: text.optional(),
  numero: text.optional(),
  situacao: z.string(),
  nome: z.string().min(1),
  especialidade: z.union([z.string(), z.array(z.string())]).nullish(),
});
// Registries wrap the record differently: bare, under dadosMedico, or as the first of a list.
const RegistryAnswer = z.union([
  z.object({ dadosMedico: RegistryRecord.nullable() }),
  z.object({ item: z.array(RegistryRecord) }),
  z.object({ items: z.array(RegistryRecord) }),
  RegistryRecord,
]);

/** "A", "Ativo", "ATIVA"; any other situation is not active. */
const isActive = (situation: string) => /^\s*a(tiv[oa])?\s*$/i.test(situation);

function physicianOf(answer: z.infer<typeof RegistryAnswer>, crm: string): Physician | null {
  const record =
    'dadosMedico' in answer
      ? answer.dadosMedico
      : 'item' in answer
        ? answer.item[0]
        : 'items' in answer
          ? answer.items[0]
          : answer;
  if (!record) return null;
  const specialty = Array.isArray(record.especialidade)
    ? record.especialidade.join('; ')
    : (record.especialidade ?? '');
  return {
    crm: record.crm ?? record.numero ?? crm,
    active: isActive(record.situacao),
    name: record.nome,
    specialty,
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
    async lookup(crm: string, uf: string): Promise<Physician | null> {
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
        return parsed.success ? physicianOf(parsed.data, crm) : null;
      } catch {
        return null;
      }
    },
  } satisfies CrmRegistry;
}

/** The install's physicians' registry; null when it consults none (CRM_PROVIDER absent in production). */
export function crmRegistryFrom(config: Config, fetchImpl?: typeof fetch): CrmRegistry | null {
  if (config.crmProvider === 'none') return null;
  if (config.crmProvider !== 'http') return sandboxCrmRegistry();
  if (!config.crmApiUrl || !config.crmApiKey) {
    throw new Error('CRM_PROVIDER=http requer CRM_API_URL e CRM_API_KEY.');
  }
  return httpCrmRegistry({ url: config.crmApiUrl, apiKey: config.crmApiKey, fetch: fetchImpl });
}
