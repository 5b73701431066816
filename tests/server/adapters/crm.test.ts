import { describe, expect, it, vi } from 'vitest';
import { crmRegistryFrom, httpCrmRegistry, sandboxCrmRegistry } from '../../../server/adapters/crm';
import { testConfig } from '../support/test-app';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
const asFetch = (f: unknown) => f as typeof fetch;

describe('sandbox CRM registry', () => {
  const registry = sandboxCrmRegistry();

  it('knows the three demo physicians, by CRM and state', async () => {
    expect(await registry.lookup('123456', 'SP')).toEqual({
      crm: '123456',
      active: true,
      name: 'Maria Demo Silva',
      specialty: 'OFTALMOLOGIA: 12345',
    });
    expect(await registry.lookup('234567', 'sp')).toMatchObject({
      name: 'Carlos Demo Lima',
      specialty: 'CLÍNICA MÉDICA',
    });
    expect(await registry.lookup('345678', 'RJ')).toMatchObject({
      active: false,
      name: 'Paulo Demo Inativo',
    });
  });

  it('answers null for anything else', async () => {
    expect(await registry.lookup('123456', 'RJ')).toBeNull();
    expect(await registry.lookup('000000', 'SP')).toBeNull();
  });
});

describe('HTTP CRM registry', () => {
  const options = { url: 'https://crm.example/api/medicos', apiKey: 'chave' };

  it('asks with the CRM, the UF and a bearer key, and maps the answer', async () => {
    const fake = answer({
      crm: 123456,
      situacao: 'Ativo',
      nome: 'Fulana',
      especialidade: ['OFTALMOLOGIA: 9'],
    });
    const registry = httpCrmRegistry({ ...options, fetch: asFetch(fake) });
    expect(await registry.lookup('123456', 'SP')).toEqual({
      crm: '123456',
      active: true,
      name: 'Fulana',
      specialty: 'OFTALMOLOGIA: 9',
    });
    const [url, init] = fake.mock.calls[0]!;
    expect(String(url)).toBe('https://crm.example/api/medicos?crm=123456&uf=SP');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer chave' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the record under dadosMedico or as the first item of a list', async () => {
    const wrapped = httpCrmRegistry({
      ...options,
      fetch: asFetch(answer({ dadosMedico: { crm: '1', situacao: 'A', nome: 'A', especialidade: null } })),
    });
    expect(await wrapped.lookup('1', 'SP')).toEqual({
      crm: '1',
      active: true,
      name: 'A',
      specialty: '',
    });
    const listed = httpCrmRegistry({
      ...options,
      fetch: asFetch(answer({ item: [{ numero: '2', situacao: 'Cancelado', nome: 'B' }] })),
    });
    expect(await listed.lookup('2', 'RJ')).toEqual({ crm: '2', active: false, name: 'B', specialty: '' });
    const empty = httpCrmRegistry({ ...options, fetch: asFetch(answer({ item: [] })) });
    expect(await empty.lookup('3', 'RJ')).toBeNull();
  });

  it('answers null for an error status, an odd body or a network failure', async () => {
    const failing = [
      answer({ erro: 'x' }, 500),
      answer({ qualquer: 'coisa' }),
      vi.fn(async () => new Response('não é JSON')),
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    ];
    for (const fake of failing) {
      expect(await httpCrmRegistry({ ...options, fetch: asFetch(fake) }).lookup('1', 'SP')).toBeNull();
    }
  });

  it('gives up after its timeout', async () => {
    const hanging = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const registry = httpCrmRegistry({ ...options, timeoutMs: 20, fetch: asFetch(hanging) });
    expect(await registry.lookup('1', 'SP')).toBeNull();
  });
});

describe('crmRegistryFrom', () => {
  it('uses the sandbox unless CRM_PROVIDER=http, which needs a URL and a key', async () => {
    expect(await crmRegistryFrom(testConfig())!.lookup('123456', 'SP')).not.toBeNull();
    expect(() => crmRegistryFrom(testConfig({ crmProvider: 'http' }))).toThrow(/CRM_API_URL/);
    const fake = answer({ crm: '7', situacao: 'A', nome: 'C' });
    const registry = crmRegistryFrom(
      testConfig({ crmProvider: 'http', crmApiUrl: 'https://crm.example/', crmApiKey: 'k' }),
      asFetch(fake),
    );
    expect(await registry!.lookup('7', 'SP')).toMatchObject({ name: 'C' });
    expect(fake).toHaveBeenCalledOnce();
  });

  it('consults no registry, not even the demo one, in production without CRM_PROVIDER', () => {
    expect(crmRegistryFrom(testConfig({ crmProvider: 'none' }))).toBeNull();
  });
});
