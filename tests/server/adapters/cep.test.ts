import { describe, expect, it, vi } from 'vitest';
import { cepLookupFrom, sandboxCepLookup, viaCepLookup } from '../../../server/adapters/cep';
import { testConfig } from '../support/test-app';

const asFetch = (f: unknown) => f as typeof fetch;
const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );

const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  ibge: '3550308',
  ddd: '11',
};

describe('sandbox CEP directory', () => {
  it('knows the three demo CEPs and nothing else', async () => {
    const directory = sandboxCepLookup();
    expect(await directory.find('01310100')).toMatchObject({ street: 'Avenida Paulista', state: 'SP' });
    expect(await directory.find('20040020')).toMatchObject({
      street: 'Avenida Rio Branco',
      neighbourhood: 'Centro',
    });
    expect(await directory.find('30130010')).toMatchObject({ city: 'Belo Horizonte', state: 'MG' });
    expect(await directory.find('99999999')).toBeNull();
  });
});

describe('ViaCEP directory', () => {
  it('asks ViaCEP for the digits and keeps the five fields', async () => {
    const fake = answer(PAULISTA);
    expect(await viaCepLookup({ fetch: asFetch(fake) }).find('01310100')).toEqual({
      street: 'Avenida Paulista',
      complement: 'de 612 a 1510 - lado par',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(fake.mock.calls[0]![0]).toBe('https://viacep.com.br/ws/01310100/json/');
  });

  it('fills what a small town lacks with empty text', async () => {
    const fake = answer({ cep: '78175-000', logradouro: '', bairro: '', localidade: 'Poconé', uf: 'MT' });
    expect(await viaCepLookup({ fetch: asFetch(fake) }).find('78175000')).toEqual({
      street: '',
      complement: '',
      neighbourhood: '',
      city: 'Poconé',
      state: 'MT',
    });
  });

  it('answers null for {"erro": true}, an error status, an odd body, a failure or a timeout', async () => {
    const hanging = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const failing = [
      answer({ erro: true }),
      answer({ erro: 'true' }),
      answer({}, 400),
      answer([1, 2]),
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
      hanging,
    ];
    for (const fake of failing) {
      expect(await viaCepLookup({ timeoutMs: 20, fetch: asFetch(fake) }).find('01310100')).toBeNull();
    }
  });

  it('never asks for something that is not 8 digits', async () => {
    const fake = answer(PAULISTA);
    expect(await viaCepLookup({ fetch: asFetch(fake) }).find('../../x')).toBeNull();
    expect(fake).not.toHaveBeenCalled();
  });
});

describe('cepLookupFrom', () => {
  it('uses ViaCEP only when CEP_PROVIDER=viacep', async () => {
    const fake = answer(PAULISTA);
    expect(await cepLookupFrom(testConfig(), asFetch(fake)).find('20040020')).toMatchObject({ state: 'RJ' });
    expect(fake).not.toHaveBeenCalled();
    expect(
      await cepLookupFrom(testConfig({ cepProvider: 'viacep' }), asFetch(fake)).find('01310100'),
    ).toMatchObject({
      state: 'SP',
    });
    expect(fake).toHaveBeenCalledOnce();
  });
});
