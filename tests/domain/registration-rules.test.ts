import { describe, expect, it } from 'vitest';
import type { RegistrarContaBody } from '../../domain/contract/registration';
import { registrationFormOf } from '../../domain/contract/registration-wire';
import { COMMON_MSG, requiredField } from '../../domain/messages';
import { REG_MSG, waitToResend } from '../../domain/registration-messages';
import {
  checkRegistrationForm,
  documentsMissing,
  isCep,
  parseBirthDate,
  type RegistrationForm,
} from '../../domain/registration-rules';

const TODAY = new Date('2026-07-01T12:00:00Z');
const valid: RegistrationForm = {
  name: ' Ana Nova Souza ',
  cpf: '714.287.938-60',
  birthDate: '20/01/1990',
  email: ' Ana@Exemplo.com.br ',
  mobile: '(11) 95555-4444',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
  password: 'Quita@2026',
  passwordRepeat: 'Quita@2026',
  termsAccepted: true,
  captcha: 'token',
};

describe('checkRegistrationForm', () => {
  it('normalizes a valid form', () => {
    expect(checkRegistrationForm(valid, TODAY)).toEqual({
      ok: true,
      form: {
        name: 'Ana Nova Souza',
        cpf: '71428793860',
        birthDate: '1990-01-20',
        email: 'ana@exemplo.com.br',
        mobile: '11955554444',
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        password: 'Quita@2026',
        captcha: 'token',
      },
    });
  });

  it.each<[RegistrationForm, string]>([
    [{ name: '' }, requiredField('nome completo')],
    [{ cpf: undefined }, COMMON_MSG.cpfEmpty],
    [{ cpf: '111.111.111-11' }, COMMON_MSG.cpfInvalid],
    [{ birthDate: null }, requiredField('data de nascimento')],
    [{ birthDate: '2027-01-01' }, REG_MSG.birthDateInvalid],
    [{ email: '' }, requiredField('e-mail')],
    [{ email: 'a@b' }, REG_MSG.emailInvalid],
    [{ mobile: '' }, requiredField('celular')],
    [{ mobile: '123456789012' }, REG_MSG.mobileInvalid],
    [{ cep: '' }, requiredField('CEP')],
    [{ cep: '0131O-100' }, REG_MSG.cepInvalid],
    [{ street: ' ' }, requiredField('logradouro')],
    [{ number: '' }, requiredField('logradouro número')],
    [{ district: '' }, requiredField('bairro')],
    [{ city: '' }, requiredField('cidade')],
    [{ state: '0' }, requiredField('estado')],
    [{ state: 'S' }, REG_MSG.stateInvalid],
    [{ password: 'Quita2026', passwordRepeat: 'Quita2026' }, COMMON_MSG.passwordWeak],
    [{ passwordRepeat: 'Quita@2027' }, COMMON_MSG.passwordMismatch],
    [{ termsAccepted: false }, REG_MSG.termsRequired],
    [{ captcha: '' }, COMMON_MSG.captchaRequired],
  ])('refuses %j with its message', (broken, message) => {
    expect(checkRegistrationForm({ ...valid, ...broken }, TODAY)).toEqual({ ok: false, message });
  });
});

describe('registrationFormOf', () => {
  it('reads the fields of a registrarConta body that the checks need', () => {
    const body: RegistrarContaBody = {
      nome: ' Ana Nova Souza ',
      cpf: '714.287.938-60',
      dataNascimento: '20/01/1990',
      email: ' Ana@Exemplo.com.br ',
      celular: '(11) 95555-4444',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      logradouroNumero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'sp',
      senha: 'Quita@2026',
      senhaRepeticao: 'Quita@2026',
      aceiteTermos: true,
      recaptcha: 'token',
      sexo: 'F',
    };
    expect(registrationFormOf(body)).toEqual(valid);
  });
});

describe('parseBirthDate', () => {
  it('takes DD/MM/YYYY and YYYY-MM-DD', () => {
    expect(parseBirthDate('29/02/2000', TODAY)).toBe('2000-02-29');
    expect(parseBirthDate('2000-02-29', TODAY)).toBe('2000-02-29');
  });

  it('refuses impossible, future, ancient and oddly shaped dates', () => {
    for (const value of ['29/02/2001', '2026-07-02', '31/12/1899', '1/2/1990', '19900120', '']) {
      expect(parseBirthDate(value, TODAY), value).toBeNull();
    }
  });
});

describe('small rules', () => {
  it('needs documents only in association mode without an RQE', () => {
    expect(documentsMissing(true, false, 0)).toBe(true);
    expect(documentsMissing(true, true, 0)).toBe(false);
    expect(documentsMissing(true, false, 1)).toBe(false);
    expect(documentsMissing(false, false, 0)).toBe(false);
  });

  it('reads a CEP masked or as digits', () => {
    expect(isCep('01310-100')).toBe(true);
    expect(isCep('01310100')).toBe(true);
    expect(isCep('01310-10')).toBe(false);
  });

  it('says how long to wait, in whole seconds', () => {
    expect(waitToResend(42.2)).toBe('Aguarde 43 segundos para solicitar um novo código.');
    expect(waitToResend(0.4)).toBe('Aguarde 1 segundo para solicitar um novo código.');
  });
});
