import { z } from 'zod';
import type { CepAddress } from '../../domain/cep-address';
import type { Config } from '../config';

/** A postal-code directory: the address of an 8-digit CEP, or null when unknown or unreachable. */
export interface CepLookup {
  find(cep: string): Promise<CepAddress | null>;
}

const SANDBOX_ADDRESSES: Readonly<Record<string, CepAddress>> = {
  '01310100': {
    street: 'Avenida Paulista',
    complement: '',
    neighbourhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  '20040020': {
    street: 'Avenida Rio Branco',
    complement: '',
    neighbourhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
  '30130010': {
    street: 'Praça Sete de Setembro',
    complement: '',
    neighbourhood: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
  },
};

export const sandboxCepLookup = (): CepLookup => ({
  find: async (cep) => SANDBOX_ADDRESSES[cep] ?? null,
});

const VIACEP_URL = 'https://viacep.com.br/ws';

const ViaCepAnswer = z.object({
  logradouro: z.string().default(''),
  complemento: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string(),
  uf: z.string(),
});

export interface ViaCepOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** ViaCEP answers {"erro": true} (or "true") for a well-formed CEP that does not exist. */
export function viaCepLookup({
  baseUrl = VIACEP_URL,
  timeoutMs = 5_000,
  fetch: get = fetch,
}: ViaCepOptions = {}) {
  return {
    async find(cep: string): Promise<CepAddress | null> {
      if (!/^\d{8}$/.test(cep)) return null;
      try {
        const res = await get(`${baseUrl}/${cep}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return null;
        const body: unknown = await res.json();
        if (typeof body !== 'object' || body === null || 'erro' in body) return null;
        const parsed = ViaCepAnswer.safeParse(body);
        if (!parsed.success) return null;
        const { logradouro, complemento, bairro, localidade, uf } = parsed.data;
        return {
          street: logradouro,
          complement: complemento,
          neighbourhood: bairro,
          city: localidade,
          state: uf,
        };
      } catch {
        return null;
      }
    },
  } satisfies CepLookup;
}

export function cepLookupFrom(config: Config, fetchImpl?: typeof fetch): CepLookup {
  return config.cepProvider === 'viacep' ? viaCepLookup({ fetch: fetchImpl }) : sandboxCepLookup();
}
