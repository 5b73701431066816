import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Endereco, TransacaoPaga } from '../../../domain/contract/profile';
import { COMMON_MSG } from '../../../domain/messages';
import { makeStore } from '../../../src/app/store';
import { addressesApi } from '../../../src/features/profile/addresses-api';
import { educationApi } from '../../../src/features/profile/education-api';
import { paidTransactionsApi } from '../../../src/features/profile/paid-transactions-api';
import { personalDataApi } from '../../../src/features/profile/personal-data-api';
import { specialtiesApi } from '../../../src/features/profile/specialties-api';
import { PAULISTA, PAULISTA_WIRE } from '../postal-address-fixtures';
import { fakeApi } from './fake-api';
import { DADOS } from './fixtures';

const ENDERECO: Endereco = {
  ID_EMITENTE_ENDERECO: 5,
  DESCRICAO: 'Consultório',
  ...PAULISTA_WIRE,
  PRINCIPAL: 1,
};

const PAGA: TransacaoPaga = {
  ID_ZOOP_TRANSACAO: 'sbx_abc123',
  ID_FLUXO_DE_CAIXA: 7,
  HISTORICO: 'Anuidade 2026 - Titular',
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  VALOR: 530.4,
  TIPO: 'P',
  FORMA_PAGAMENTO: 'PIX',
  PARCELAS: 1,
  DATA_PAGAMENTO: '20260320T120000',
  RECIBO_URL: '/api/fluxo/recibo/sbx_abc123',
  ITENS: [{ ID_FLUXO_DE_CAIXA: 7, HISTORICO: 'Anuidade 2026 - Titular', VALOR: 530.4 }],
};

const storeWithToken = () => makeStore({ session: { token: 't' } } as never);
const count = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('personal data endpoints', () => {
  it('reads the wire answer as PersonalData, an unreadable birth date as none', async () => {
    fakeApi({
      'emitente/obterDadosPessoais': () => ({
        RESULTADO: true,
        DADOS: { ...DADOS, dataNascimento: '12/04', instagram: 'https://instagram.com/maria' },
      }),
    });
    const store = storeWithToken();
    const { data } = await store.dispatch(personalDataApi.endpoints.profilePersonalData.initiate());
    expect(data).toEqual({
      name: 'Maria Demo Silva',
      presentationName: 'Dra. Maria Demo',
      birthDate: null,
      sex: 'F',
      facebook: null,
      instagram: 'https://instagram.com/maria',
      x: null,
      linkedin: null,
      lattes: null,
      photo: null,
      email: 'membro@exemplo.com.br',
      mobile: '11987654321',
      cpf: '52998224725',
    });
  });

  it('sends only the fields a change names, and refetches the data once the server accepted it', async () => {
    const { calls } = fakeApi({
      'emitente/obterDadosPessoais': () => ({ RESULTADO: true, DADOS }),
      'emitente/salvar': () => ({ RESULTADO: true, MSG: 'Dados salvos.' }),
    });
    const store = storeWithToken();
    const read = store.dispatch(personalDataApi.endpoints.profilePersonalData.initiate());
    await read;
    const outcome = await store
      .dispatch(
        personalDataApi.endpoints.profileSavePersonalData.initiate({ photo: 'data:image/png;base64,AA' }),
      )
      .unwrap();
    expect(outcome).toEqual({ ok: true, value: 'Dados salvos.' });
    expect(calls.find((c) => c.path === 'emitente/salvar')?.body).toEqual({
      foto: 'data:image/png;base64,AA',
    });
    await vi.waitFor(() => expect(count(calls, 'emitente/obterDadosPessoais')).toBe(2));
    read.unsubscribe();
  });

  it('a refusal is a Failure with the server text and refetches nothing', async () => {
    const { calls } = fakeApi({
      'emitente/obterDadosPessoais': () => ({ RESULTADO: true, DADOS }),
      'emitente/salvar': () => ({ RESULTADO: false, MSG: 'Data de nascimento inválida.' }),
    });
    const store = storeWithToken();
    const read = store.dispatch(personalDataApi.endpoints.profilePersonalData.initiate());
    await read;
    const outcome = await store
      .dispatch(
        personalDataApi.endpoints.profileSavePersonalData.initiate({
          name: 'Maria',
          birthDate: '31/02/1985',
        }),
      )
      .unwrap();
    expect(outcome).toEqual({ ok: false, message: 'Data de nascimento inválida.' });
    expect(calls.find((c) => c.path === 'emitente/salvar')?.body).toEqual({
      nome: 'Maria',
      dataNascimento: '31/02/1985',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count(calls, 'emitente/obterDadosPessoais')).toBe(1);
    read.unsubscribe();
  });
});

describe('address endpoints', () => {
  it('lists addresses with inside names and builds the save body from them', async () => {
    const { calls } = fakeApi({
      'emitente/listarEnderecos': () => [ENDERECO],
      'emitente/salvarEndereco': () => ({ RESULTADO: true, MSG: 'Endereço salvo.', ID_EMITENTE_ENDERECO: 6 }),
    });
    const store = storeWithToken();
    const list = store.dispatch(addressesApi.endpoints.profileAddresses.initiate());
    expect((await list).data).toEqual([
      {
        id: 5,
        description: 'Consultório',
        ...PAULISTA,
        main: true,
      },
    ]);

    const outcome = await store
      .dispatch(
        addressesApi.endpoints.profileSaveAddress.initiate({
          id: null,
          description: 'Casa',
          cep: '01310-100',
          street: 'Rua A',
          number: '1',
          complement: '',
          district: 'Centro',
          city: 'São Paulo',
          state: 'SP',
          main: false,
        }),
      )
      .unwrap();
    expect(outcome).toEqual({ ok: true, value: 'Endereço salvo.' });
    expect(calls.find((c) => c.path === 'emitente/salvarEndereco')?.body).toEqual({
      DESCRICAO: 'Casa',
      CEP: '01310-100',
      LOGRADOURO: 'Rua A',
      NUMERO: '1',
      COMPLEMENTO: '',
      BAIRRO: 'Centro',
      CIDADE: 'São Paulo',
      ESTADO: 'SP',
      PRINCIPAL: false,
    });
    // A new address changes the list.
    await vi.waitFor(() => expect(count(calls, 'emitente/listarEnderecos')).toBe(2));
    list.unsubscribe();
  });

  it('deleting sends the id and gives an HTTP error the one Failure shape', async () => {
    const { calls } = fakeApi({
      'emitente/excluirEndereco': () => json(404, { RESULTADO: false, MSG: 'Endereço não encontrado.' }),
    });
    const store = storeWithToken();
    const outcome = await store
      .dispatch(addressesApi.endpoints.profileDeleteAddress.initiate(99))
      .unwrap()
      .catch((failure: unknown) => failure);
    expect(outcome).toEqual({ ok: false, message: 'Endereço não encontrado.', status: 404 });
    expect(calls[0]?.body).toEqual({ ID_EMITENTE_ENDERECO: 99 });
  });
});

describe('education and specialty endpoints', () => {
  it('reads and saves the education with inside names', async () => {
    const { calls } = fakeApi({
      'emitente/obterFormacao': () => ({
        RESULTADO: true,
        FORMACAO: {
          INSTITUICAO: 'USP',
          CURSO: 'Medicina',
          ANO_FORMACAO: 2010,
          RESIDENCIA: null,
          INSTITUICAO_RESIDENCIA: null,
          ANO_CONCLUSAO_RESIDENCIA: null,
          POS_GRADUACAO: null,
        },
      }),
      'emitente/salvarFormacao': () => ({ RESULTADO: true, MSG: 'Formação salva.' }),
    });
    const store = storeWithToken();
    const { data } = await store.dispatch(educationApi.endpoints.profileEducation.initiate());
    expect(data).toEqual({
      institution: 'USP',
      course: 'Medicina',
      graduationYear: 2010,
      residency: null,
      residencyInstitution: null,
      residencyEndYear: null,
      postgraduate: null,
    });
    const outcome = await store
      .dispatch(
        educationApi.endpoints.profileSaveEducation.initiate({
          institution: 'USP',
          course: 'Medicina',
          graduationYear: '2010',
          residency: 'Oftalmologia',
          residencyInstitution: null,
          residencyEndYear: '2014',
          postgraduate: null,
        }),
      )
      .unwrap();
    expect(outcome).toEqual({ ok: true, value: 'Formação salva.' });
    expect(calls.find((c) => c.path === 'emitente/salvarFormacao')?.body).toEqual({
      INSTITUICAO: 'USP',
      CURSO: 'Medicina',
      ANO_FORMACAO: '2010',
      RESIDENCIA: 'Oftalmologia',
      INSTITUICAO_RESIDENCIA: null,
      ANO_CONCLUSAO_RESIDENCIA: '2014',
      POS_GRADUACAO: null,
    });
  });

  it('reads specialties and the catalogue with inside names and saves one by id', async () => {
    const { calls } = fakeApi({
      'emitente/listarEmitenteEspecialidade': () => [
        { ID_EMITENTE_ESPECIALIDADE: 3, ESPECIALIDADE: 'OFTALMOLOGIA', RQE: '1234' },
      ],
      'emitente/listarEmitenteEspecialidadeML': () => [
        { ESPECIALIDADE: 'OFTALMOLOGIA', AREA: 'MEDICINA' },
        { ESPECIALIDADE: 'PSICOLOGIA CLÍNICA', AREA: 'PSICOLOGIA' },
      ],
      'emitente/salvarEmitenteEspecialidade': () => ({ RESULTADO: true, MSG: 'Especialidade salva.' }),
    });
    const store = storeWithToken();
    const list = store.dispatch(specialtiesApi.endpoints.profileSpecialties.initiate());
    expect((await list).data).toEqual([{ id: 3, name: 'OFTALMOLOGIA', rqe: '1234' }]);
    const { data: catalogue } = await store.dispatch(
      specialtiesApi.endpoints.profileSpecialtyCatalogue.initiate(),
    );
    expect(catalogue).toEqual([
      { name: 'OFTALMOLOGIA', area: 'medicine' },
      { name: 'PSICOLOGIA CLÍNICA', area: 'psychology' },
    ]);
    const outcome = await store
      .dispatch(
        specialtiesApi.endpoints.profileSaveSpecialty.initiate({ id: 3, name: 'OFTALMOLOGIA', rqe: null }),
      )
      .unwrap();
    expect(outcome).toEqual({ ok: true, value: 'Especialidade salva.' });
    expect(calls.find((c) => c.path === 'emitente/salvarEmitenteEspecialidade')?.body).toEqual({
      ID_EMITENTE_ESPECIALIDADE: 3,
      ESPECIALIDADE: 'OFTALMOLOGIA',
      RQE: null,
    });
    await vi.waitFor(() => expect(count(calls, 'emitente/listarEmitenteEspecialidade')).toBe(2));
    list.unsubscribe();
  });
});

describe('paid transactions endpoint', () => {
  it('gives the gateway id, centavos, the method id and an ISO payment time', async () => {
    fakeApi({ 'fluxo/listarTransacoesPagas': () => [PAGA] });
    const store = storeWithToken();
    const { data } = await store.dispatch(paidTransactionsApi.endpoints.profilePaidTransactions.initiate());
    expect(data).toEqual([
      {
        gatewayId: 'sbx_abc123',
        itemId: 7,
        description: 'Anuidade 2026 - Titular',
        associationName: 'Sociedade Demo de Oftalmologia',
        amountCentavos: 53040,
        method: 'pix',
        methodLabel: 'PIX',
        installments: 1,
        // 12:00 in São Paulo (UTC−3).
        paidAt: '2026-03-20T15:00:00.000Z',
        items: [{ itemId: 7, description: 'Anuidade 2026 - Titular', amountCentavos: 53040 }],
        refund: null,
      },
    ]);
  });

  it('a call with no answer is an unanswered Failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const store = storeWithToken();
    const { error } = await store.dispatch(paidTransactionsApi.endpoints.profilePaidTransactions.initiate());
    expect(error).toEqual({ ok: false, message: COMMON_MSG.unknownError, unanswered: true });
  });
});
