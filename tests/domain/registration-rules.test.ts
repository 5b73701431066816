import { describe, expect, it } from 'vitest';
import { MSG, requiredField } from '../../domain/messages';
import { REG_MSG, waitToResend } from '../../domain/registration-messages';
import {
  checkRegistrationForm,
  documentsMissing,
  isCep,
  parseBirthDate,
} from '../../domain/registration-rules';

const TODAY = new Date('2026-07-01T12:00:00Z');
const valid = {
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
};

describe('checkRegistrationForm', () => {
  it('normalizes a valid form', () => {
    expect(checkRegistrationForm(valid, TODAY)).toEqual({
      ok: true,
      form: {
        nome: 'Ana Nova Souza',
        cpf: '71428793860',
        dataNascimento: '1990-01-20',
        email: 'ana@exemplo.com.br',
        celular: '11955554444',
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        logradouroNumero: '1000',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        senha: 'Quita@2026',
        recaptcha: 'token',
      },
    });
  });

  it.each([
    [{ nome: '' }, requiredField('nome completo')],
    [{ cpf: undefined }, MSG.cpfEmpty],
    [{ cpf: '111.111.111-11' }, MSG.cpfInvalid],
    [{ dataNascimento: null }, requiredField('data de nascimento')],
    [{ dataNascimento: '2027-01-01' }, REG_MSG.birthDateInvalid],
    [{ email: '' }, requiredField('e-mail')],
    [{ email: 'a@b' }, REG_MSG.emailInvalid],
    [{ celular: '' }, requiredField('celular')],
    [{ celular: '123456789012' }, REG_MSG.mobileInvalid],
    [{ cep: '' }, requiredField('CEP')],
    [{ cep: '0131O-100' }, REG_MSG.cepInvalid],
    [{ logradouro: ' ' }, requiredField('logradouro')],
    [{ logradouroNumero: '' }, requiredField('logradouro número')],
    [{ bairro: '' }, requiredField('bairro')],
    [{ cidade: '' }, requiredField('cidade')],
    [{ estado: '0' }, requiredField('estado')],
    [{ estado: 'S' }, REG_MSG.stateInvalid],
    [{ senha: 'Quita2026', senhaRepeticao: 'Quita2026' }, MSG.passwordWeak],
    [{ senhaRepeticao: 'Quita@2027' }, MSG.passwordMismatch],
    [{ aceiteTermos: false }, REG_MSG.termsRequired],
    [{ recaptcha: '' }, MSG.captchaRequired],
  ])('refuses %j with its message', (broken, message) => {
    expect(checkRegistrationForm({ ...valid, ...broken }, TODAY)).toEqual({ ok: false, message });
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
