import { describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../domain/messages';
import { PURCHASE_MSG } from '../../domain/purchase-messages';
import { checkPurchaseFields, checkPurchasePassword, type PurchaseForm } from '../../domain/purchase-rules';
import { REG_MSG } from '../../domain/registration-messages';

const CATEGORIES = [2701, 501, 601];
const TODAY = new Date('2026-11-21T12:00:00Z');

const complete: PurchaseForm = {
  idCategoriaEmitente: '601',
  nome: ' Ana Compradora ',
  cpf: '529.982.247-25',
  dataNascimento: '1988-05-17',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  logradouroNumero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'sp',
  pais: 'BR',
  telefone: '(11) 3333-4444',
  celular: '(11) 98888-7777',
  email: ' Ana@Exemplo.com ',
  cnpjRecibo: '12.abc.345/01de-35',
};
const check = (f: PurchaseForm) => checkPurchaseFields(f, CATEGORIES, TODAY);
const messageOf = (f: PurchaseForm) => {
  const r = check(f);
  return r.ok ? null : r.message;
};

describe('checkPurchaseFields (SPEC §5 public purchase)', () => {
  it('checks in the spec order, first failure only (Brazil)', () => {
    const order: [keyof PurchaseForm, string][] = [
      ['idCategoriaEmitente', COMMON_MSG.categoryRequired],
      ['nome', COMMON_MSG.fullNameRequired],
      ['cpf', COMMON_MSG.cpfRequired],
      ['estado', COMMON_MSG.stateRequired],
      ['cidade', COMMON_MSG.cityRequired],
      ['bairro', COMMON_MSG.neighbourhoodRequired],
      ['logradouro', COMMON_MSG.streetRequired],
      ['cep', COMMON_MSG.cepRequired],
      ['celular', COMMON_MSG.mobileRequired],
      ['email', COMMON_MSG.emailRequired],
    ];
    // With every field emptied, filling them one by one in this order uncovers each message.
    const form: PurchaseForm = { pais: 'BR', estado: '0' };
    for (const [field, message] of order) {
      expect(messageOf(form)).toBe(message);
      form[field] = complete[field] as never;
    }
    expect(messageOf(form)).toBeNull();
  });

  it('elsewhere: documento instead of CPF, then country; no address needed', () => {
    const base = { idCategoriaEmitente: 601, nome: 'John Smith' };
    expect(messageOf({ ...base, pais: 'US' })).toBe(COMMON_MSG.documentRequired);
    expect(messageOf({ ...base, documento: 'X123456' })).toBe(COMMON_MSG.countryRequired);
    expect(messageOf({ ...base, documento: 'X123456', pais: 'US' })).toBe(COMMON_MSG.stateRequired);
    expect(messageOf({ ...base, documento: 'X123456', pais: 'US', estado: 'NY' })).toBe(
      COMMON_MSG.mobileRequired,
    );
    const r = check({
      ...base,
      documento: 'x-12 345.6',
      pais: 'us',
      estado: 'ny',
      celular: '+1 212 555 0100',
      email: 'john@example.com',
    });
    expect(r).toMatchObject({
      ok: true,
      form: { pais: 'US', documento: 'X123456', cpf: null, estado: 'NY' },
    });
  });

  it('the picker values "" and "0" mean nothing chosen', () => {
    expect(messageOf({ ...complete, idCategoriaEmitente: '' })).toBe(COMMON_MSG.categoryRequired);
    expect(messageOf({ ...complete, idCategoriaEmitente: 0 })).toBe(COMMON_MSG.categoryRequired);
    expect(messageOf({ ...complete, estado: '0' })).toBe(COMMON_MSG.stateRequired);
  });

  it('refuses a category the product does not sell, an invalid CPF, UF, CEP, mobile, e-mail or CNPJ', () => {
    expect(messageOf({ ...complete, idCategoriaEmitente: 999 })).toBe(PURCHASE_MSG.categoryUnavailable);
    expect(messageOf({ ...complete, cpf: '123.456.789-00' })).toBe(COMMON_MSG.cpfInvalid);
    expect(messageOf({ ...complete, pais: 'XX' })).toBe(COMMON_MSG.documentRequired);
    expect(messageOf({ ...complete, pais: 'XX', documento: 'A1234' })).toBe(PURCHASE_MSG.countryInvalid);
    expect(messageOf({ ...complete, estado: 'XX' })).toBe(REG_MSG.stateInvalid);
    expect(messageOf({ ...complete, cep: '0131' })).toBe(REG_MSG.cepInvalid);
    expect(messageOf({ ...complete, celular: '(11) 9888' })).toBe(REG_MSG.mobileInvalid);
    expect(messageOf({ ...complete, email: 'ana@' })).toBe(REG_MSG.emailInvalid);
    expect(messageOf({ ...complete, cnpjRecibo: '11.222.333/0001-82' })).toBe(COMMON_MSG.cnpjInvalid);
  });

  it('normalizes what it accepts; the date of birth is not checked', () => {
    const r = check({ ...complete, dataNascimento: 'ontem' });
    expect(r).toEqual({
      ok: true,
      form: expect.objectContaining({
        categoryId: 601,
        nome: 'Ana Compradora',
        cpf: '52998224725',
        documento: null,
        dataNascimento: null,
        cep: '01310100',
        estado: 'SP',
        telefone: '1133334444',
        celular: '11988887777',
        email: 'ana@exemplo.com',
        cnpjRecibo: '12ABC34501DE35',
      }),
    });
    expect(check({ ...complete, dataNascimento: '17/05/1988' })).toMatchObject({
      form: { dataNascimento: '1988-05-17' },
    });
  });
});

describe('checkPurchasePassword', () => {
  it('quality 4, then equal to the repetition', () => {
    expect(checkPurchasePassword({ senha: 'abc', senhaRepeticao: 'abc' })).toEqual({
      ok: false,
      message: COMMON_MSG.passwordWeak,
    });
    expect(checkPurchasePassword({ senha: 'Compra@2027', senhaRepeticao: 'Compra@2028' })).toEqual({
      ok: false,
      message: COMMON_MSG.passwordMismatch,
    });
    expect(checkPurchasePassword({ senha: 'Compra@2027', senhaRepeticao: 'Compra@2027' })).toEqual({
      ok: true,
    });
  });
});
