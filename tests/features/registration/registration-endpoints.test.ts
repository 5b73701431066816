import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyRegistrationFields, type RegistrationDraft } from '../../../domain/registration-draft';
import { makeStore } from '../../../src/app/store';
import { registrationApi } from '../../../src/features/registration/api';
import { cpfLookupApi } from '../../../src/lib/cpf-lookup-api';
import { fakeApi } from '../wallet/fake-api';

afterEach(() => vi.unstubAllGlobals());

const store = () => makeStore({});

describe('registration endpoints: the wire at the edge, inside names for the machines', () => {
  it('userRegistered is asked with CPF and ID_EMITENTE_ML and answers a CpfStatus', async () => {
    const { calls } = fakeApi({
      'auth/userRegistered': () => ({
        registrado: false,
        registradoEmitente: true,
        opcoesEnvio: { EMAIL: 'jo***@exemplo.com.br', CELULAR: '(21) *****-5432' },
      }),
    });
    const answer = await store().dispatch(
      cpfLookupApi.endpoints.lookUpCpf.initiate({ cpf: '11144477735', associationId: 428 }),
    );
    expect(calls[0]?.body).toEqual({ CPF: '11144477735', ID_EMITENTE_ML: 428 });
    expect(answer.data).toEqual({
      ok: true,
      value: {
        hasAccount: false,
        knownToAssociation: true,
        sendOptions: { email: 'jo***@exemplo.com.br', mobile: '(21) *****-5432' },
      },
    });
  });

  it('medicoCRM answers the physician (active when situacao is A) or null', async () => {
    let dadosMedico: object | null = { crm: '234567', situacao: 'A', nome: 'Carlos', especialidade: 'X' };
    const { calls } = fakeApi({ 'auth/medicoCRM': () => ({ dadosMedico }) });
    const s = store();
    const found = await s.dispatch(
      registrationApi.endpoints.lookUpPhysician.initiate({ crm: '234567', uf: 'SP' }),
    );
    expect(calls[0]?.body).toEqual({ CRM: '234567', UF: 'SP' });
    expect(found.data).toEqual({
      ok: true,
      value: { crm: '234567', active: true, name: 'Carlos', specialty: 'X' },
    });
    dadosMedico = null;
    const unknown = await s.dispatch(
      registrationApi.endpoints.lookUpPhysician.initiate({ crm: '1', uf: 'SP' }),
    );
    expect(unknown.data).toEqual({ ok: true, value: null });
  });

  it('categoriasEmitente answers the association, its council and its categories in centavos', async () => {
    fakeApi({
      'auth/categoriasEmitente/428': () => ({
        EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
        CONSELHO: 'CRM',
        CATEGORIAS: [
          {
            ID_EMITENTE_CATEGORIA: 501,
            DESCRICAO: 'Aspirante',
            VALOR_ANUIDADE: 624,
            VALOR_ANUIDADE_PROMOCIONAL: 530.4,
            DATA_FIM_PROMOCAO: '2027-03-31',
          },
        ],
      }),
    });
    const answer = await store().dispatch(registrationApi.endpoints.associationSignUp.initiate(428));
    expect(answer.data).toEqual({
      associationName: 'Sociedade Demo de Oftalmologia',
      council: 'CRM',
      categories: [
        {
          id: 501,
          description: 'Aspirante',
          annuityCentavos: 62_400,
          promoCentavos: 53_040,
          promoUntil: '2027-03-31',
        },
      ],
    });
  });

  it('registrarConta sends the wire body with the upload token; resultado false is a Failure with msg', async () => {
    let answer = { resultado: true, msg: 'Conta registrada.' };
    const { calls } = fakeApi({ 'auth/registrarConta': () => answer });
    const draft: RegistrationDraft = {
      associationId: 428,
      associationMode: true,
      fields: { ...emptyRegistrationFields(), name: 'João', cpf: '111.444.777-35' },
      termsAccepted: true,
      council: 'CRM',
      crm: '234567',
      crmUf: 'SP',
      crmValidated: true,
      hasOphthalmologyRqe: false,
      rqe: '',
      confirmation: { code: '123456', channel: 'mobile' },
      attachments: [{ uploadId: 'up-1', name: 'diploma.pdf', size: 12, type: 'application/pdf' }],
      residencyProof: null,
    };
    const s = store();
    const done = await s.dispatch(registrationApi.endpoints.register.initiate({ draft, uploadToken: 'tok' }));
    expect(done.data).toEqual({ ok: true, value: undefined });
    expect(calls[0]?.body).toMatchObject({
      idEmitenteML: 428,
      nome: 'João',
      cpf: '11144477735',
      aceiteTermos: true,
      codigoConfirmacao: '123456',
      codigoConfirmacaoTipo: 'CELULAR',
      arquivos: [{ id: 'up-1', nome: 'diploma.pdf', uploadId: 'up-1', size: 12, type: 'application/pdf' }],
      modoAssociacao: true,
      validouCRMAssociacao: true,
      temRQEOftalmologista: false,
      uploadToken: 'tok',
    });
    answer = { resultado: false, msg: 'O e-mail informado já está em uso.' };
    const refused = await s.dispatch(
      registrationApi.endpoints.register.initiate({ draft, uploadToken: null }),
    );
    expect(refused.data).toEqual({ ok: false, message: 'O e-mail informado já está em uso.' });
  });
});
