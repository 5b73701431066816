import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { makeStore } from '../../../src/app/store';
import { authApi } from '../../../src/features/auth/api';
import { passwordRecoveryApi } from '../../../src/features/password-recovery/api';
import { checkCodeAnswer } from '../../../src/features/password-recovery/check-code-answer';
import { contactChangeApi } from '../../../src/features/profile/contact-change-api';
import { registrationApi } from '../../../src/features/registration/api';
import { pinApi } from '../../../src/features/wallet/pin-api';
import { fakeApi } from '../wallet/fake-api';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with `status` and `body`, as a refusing server does. */
function answerWith(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const store = () => makeStore({ session: { token: 't' } });

describe('login endpoint: the wire at the edge, an Outcome inside', () => {
  it('sends usuario/senha (codigoConfirmacao only with a code) and answers the token', async () => {
    const { calls } = fakeApi({ 'auth/login': () => ({ resultado: true, confirmado: true, token: 'tok' }) });
    const s = store();
    const answer = await s.dispatch(authApi.endpoints.login.initiate({ user: 'ana@x.com', password: 'p' }));
    expect(answer.data).toEqual({ ok: true, value: { confirmed: true, token: 'tok' } });
    expect(calls[0]?.body).toEqual({ usuario: 'ana@x.com', senha: 'p' });
    await s.dispatch(
      authApi.endpoints.login.initiate({ user: 'a', password: 'p', confirmationCode: '123456' }),
    );
    expect(calls[1]?.body).toEqual({ usuario: 'a', senha: 'p', codigoConfirmacao: '123456' });
  });

  it('an unconfirmed account says where the code went; resultado false is a Failure with erro', async () => {
    fakeApi({ 'auth/login': () => ({ resultado: true, confirmado: false, enviadoPara: 'an***' }) });
    const first = await store().dispatch(authApi.endpoints.login.initiate({ user: 'a', password: 'p' }));
    expect(first.data).toEqual({ ok: true, value: { confirmed: false, sentTo: 'an***' } });
    fakeApi({ 'auth/login': () => ({ resultado: false, erro: 'E-mail, celular ou senha inválidos.' }) });
    const second = await store().dispatch(authApi.endpoints.login.initiate({ user: 'a', password: 'p' }));
    expect(second.data).toEqual({ ok: false, message: 'E-mail, celular ou senha inválidos.' });
  });

  it('an HTTP refusal is the one failure shape with its msg', async () => {
    answerWith(429, { resultado: false, erro: 'Muitas tentativas.' });
    const answer = await store().dispatch(authApi.endpoints.login.initiate({ user: 'a', password: 'p' }));
    expect(answer.error).toEqual({ ok: false, message: 'Muitas tentativas.', status: 429 });
  });
});

describe('password recovery endpoints', () => {
  it('an unknown user is refused with the spec text; a known one gets where the code went', async () => {
    fakeApi({
      'auth/esqueciSenha': (body) =>
        (body as { USUARIO: string }).USUARIO === 'x'
          ? { registrado: false }
          : { registrado: true, msg: 'Enviamos…' },
    });
    const s = store();
    const unknown = await s.dispatch(passwordRecoveryApi.endpoints.requestRecoveryCode.initiate('x'));
    expect(unknown.data).toEqual({ ok: false, message: COMMON_MSG.userNotRegistered });
    const known = await s.dispatch(passwordRecoveryApi.endpoints.requestRecoveryCode.initiate('ana'));
    expect(known.data).toEqual({ ok: true, value: { sentTo: 'Enviamos…' } });
  });

  it('a refused check says the code is invalid, a refused new password that it failed, unless msg says why', async () => {
    const { calls } = fakeApi({ 'auth/checarCodigoRecuperacao': () => ({ aceito: false }) });
    const s = store();
    const check = await s.dispatch(
      passwordRecoveryApi.endpoints.checkRecoveryCode.initiate({ user: 'ana', code: '123456' }),
    );
    expect(check.data).toEqual({ ok: false, message: COMMON_MSG.recoveryCodeInvalid });
    expect(calls[0]?.body).toEqual({ USUARIO: 'ana', CODIGO_RECUPERACAO: '123456' });
    const save = await s.dispatch(
      passwordRecoveryApi.endpoints.checkRecoveryCode.initiate({
        user: 'ana',
        code: '123456',
        password: 'N@1a',
      }),
    );
    expect(save.data).toEqual({ ok: false, message: COMMON_MSG.newPasswordFailed });
    expect(calls[1]?.body).toEqual({ USUARIO: 'ana', CODIGO_RECUPERACAO: '123456', SENHA: 'N@1a' });
    answerWith(400, { msg: 'Muitas tentativas.' });
    const withPassword = { user: 'ana', code: '1', password: 'N@1a' };
    const failed = await checkCodeAnswer(
      withPassword,
      s.dispatch(passwordRecoveryApi.endpoints.checkRecoveryCode.initiate(withPassword)),
    );
    expect(failed).toEqual({ ok: false, message: COMMON_MSG.newPasswordFailed });
    const codeOnly = { user: 'ana', code: '1' };
    const refused = await checkCodeAnswer(
      codeOnly,
      s.dispatch(passwordRecoveryApi.endpoints.checkRecoveryCode.initiate(codeOnly)),
    );
    expect(refused).toEqual({ ok: false, message: 'Muitas tentativas.', status: 400 });
  });
});

describe('PIN endpoints', () => {
  it('validarPIN: the token when accepted, BLOQUEADO as a locked refusal, COMMON_MSG otherwise', async () => {
    let answer: object = { RESULTADO: true, MSG: 'ok', TOKEN_PIN: 'tp' };
    fakeApi({ 'emitente/validarPIN': () => answer });
    const s = store();
    const validate = async () => (await s.dispatch(pinApi.endpoints.walletValidatePin.initiate('1234'))).data;
    expect(await validate()).toEqual({ ok: true, value: { token: 'tp' } });
    answer = { RESULTADO: false, MSG: 'PIN bloqueado.', BLOQUEADO: true };
    expect(await validate()).toEqual({ ok: false, message: 'PIN bloqueado.', locked: true });
    answer = { RESULTADO: false, MSG: 'PIN inválido.' };
    expect(await validate()).toEqual({ ok: false, message: 'PIN inválido.' });
  });

  it('the recovery code says where it went; the reset sends CODIGO and PIN', async () => {
    const { calls } = fakeApi({
      'emitente/enviarCodigoPinTransacao': () => ({ RESULTADO: true, MSG: 'x', ENVIADO_PARA: 'me***' }),
      'emitente/verificarCodigoPinTransacao': () => ({ RESULTADO: true, MSG: 'PIN alterado com sucesso!' }),
    });
    const s = store();
    const sent = await s.dispatch(pinApi.endpoints.walletSendPinCode.initiate());
    expect(sent.data).toEqual({ ok: true, value: { sentTo: 'me***' } });
    const reset = await s.dispatch(pinApi.endpoints.walletResetPin.initiate({ code: '123456', pin: '1111' }));
    expect(reset.data).toEqual({ ok: true, value: { message: 'PIN alterado com sucesso!' } });
    expect(calls[1]?.body).toEqual({ CODIGO: '123456', PIN: '1111' });
  });
});

describe('contact change endpoints', () => {
  it('a value in use or invalid is refused with COMMON_MSG; a free one is accepted', async () => {
    let answer: object = { RESULTADO: true, EM_USO: true, MSG: 'Em uso.' };
    const { calls } = fakeApi({ 'emitente/verificarEmailCelularEmUso': () => answer });
    const s = store();
    const check = async () =>
      (
        await s.dispatch(
          contactChangeApi.endpoints.profileContactInUse.initiate({ kind: 'mobile', value: '219' }),
        )
      ).data;
    expect(await check()).toEqual({ ok: false, message: 'Em uso.' });
    expect(calls[0]?.body).toEqual({ TIPO: 'CELULAR', VALOR: '219' });
    answer = { RESULTADO: false, EM_USO: false, MSG: 'Inválido.' };
    expect(await check()).toEqual({ ok: false, message: 'Inválido.' });
    answer = { RESULTADO: true, EM_USO: false };
    expect(await check()).toEqual({ ok: true, value: undefined });
  });

  it('the code goes to ENVIADO_PARA; the change answers its COMMON_MSG', async () => {
    const { calls } = fakeApi({
      'emitente/enviarCodigoPinTransacaoAlterarEmailCelular': () => ({
        RESULTADO: true,
        MSG: 'x',
        ENVIADO_PARA: 'an***',
      }),
      'emitente/efetuarTrocaEmailCelular': () => ({ RESULTADO: true, MSG: 'E-mail alterado.' }),
    });
    const s = store();
    const sent = await s.dispatch(
      contactChangeApi.endpoints.profileSendContactCode.initiate({ kind: 'email', value: 'a@b.c' }),
    );
    expect(sent.data).toEqual({ ok: true, value: { sentTo: 'an***' } });
    const applied = await s.dispatch(contactChangeApi.endpoints.profileApplyContactChange.initiate('123456'));
    expect(applied.data).toEqual({ ok: true, value: { message: 'E-mail alterado.' } });
    expect(calls[1]?.body).toEqual({ CODIGO: '123456' });
  });
});

describe('registrant code endpoints', () => {
  it('send the code with ID_EMITENTE_ML, TIPO and CPF and answer where it went', async () => {
    const { calls } = fakeApi({
      'auth/enviarCodigoConfirmacao': () => ({ resultado: true, msg: 'Enviamos…' }),
    });
    const answer = await store().dispatch(
      registrationApi.endpoints.sendRegistrantCode.initiate({
        associationId: 428,
        cpf: '111',
        channel: 'email',
      }),
    );
    expect(answer.data).toEqual({ ok: true, value: { sentTo: 'Enviamos…' } });
    expect(calls[0]?.body).toEqual({ ID_EMITENTE_ML: 428, TIPO: 'EMAIL', CPF: '111' });
  });

  it("an accepted code answers the association's data in inside names; without EMITENTE it is refused", async () => {
    let answer: object = {
      resultado: true,
      NOME_APRESENTACAO: 'Dr. João',
      EMITENTE: {
        ...Object.fromEntries(WIRE_FIELDS.map((f) => [f, null])),
        RAZAO_SOCIAL: 'João',
        CIDADE: 'Rio',
      },
    };
    const { calls } = fakeApi({ 'auth/verificarCodigoConfirmacao': () => answer });
    const s = store();
    const check = { associationId: 428, cpf: '111', channel: 'mobile' as const, code: '123456' };
    const verified = await s.dispatch(registrationApi.endpoints.verifyRegistrantCode.initiate(check));
    expect(verified.data).toMatchObject({
      ok: true,
      value: { name: 'João', displayName: 'Dr. João', city: 'Rio' },
    });
    expect(calls[0]?.body).toEqual({
      ID_EMITENTE_ML: 428,
      TIPO: 'CELULAR',
      CPF: '111',
      CODIGO_CONFIRMACAO: '123456',
    });
    answer = { resultado: true };
    const refused = await s.dispatch(registrationApi.endpoints.verifyRegistrantCode.initiate(check));
    expect(refused.data).toEqual({ ok: false, message: COMMON_MSG.confirmationCodeInvalid });
  });
});

const WIRE_FIELDS = [
  'DATA_NASCIMENTO',
  'E_MAIL',
  'CELULAR',
  'CEP',
  'LOGRADOURO_TIPO',
  'LOGRADOURO_NOME',
  'LOGRADOURO_NUMERO',
  'LOGRADOURO_COMPLEMENTO',
  'BAIRRO',
  'ESTADO',
  'FACEBOOK',
  'INSTAGRAM',
  'X',
  'LINKEDIN',
  'LATTES',
];
