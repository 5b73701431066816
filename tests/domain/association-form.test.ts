import { describe, expect, it } from 'vitest';
import { checkAssociationSignUp, checkPointsGoal } from '../../domain/association-form';
import { ASSOCIATION_MSG } from '../../domain/association-messages';
import { isValidCnpj } from '../../domain/cnpj';
import { COMMON_MSG } from '../../domain/messages';

const form = {
  cnpj: '12.ABC.345/0001-88',
  legalName: ' Sociedade de Teste Ltda. ',
  displayName: 'Sociedade de Teste',
  city: 'Recife',
  uf: 'pe',
  name: 'Ana',
  email: ' Ana@Teste.org.BR ',
  password: 'Associa@2026',
  passwordRepeat: 'Associa@2026',
};

describe('Cadastrar associação: the form as both sides judge it', () => {
  it('takes numeric and alphanumeric CNPJs by their check digits', () => {
    expect(isValidCnpj('12.345.678/0001-95')).toBe(true);
    expect(isValidCnpj('12.ABC.345/0001-88')).toBe(true);
    expect(isValidCnpj('12.ABC.345/0001-87')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it('normalizes what it accepts', () => {
    const checked = checkAssociationSignUp(form);
    expect(checked).toEqual({
      ok: true,
      value: {
        cnpj: '12ABC345000188',
        legalName: 'Sociedade de Teste Ltda.',
        displayName: 'Sociedade de Teste',
        city: 'Recife',
        uf: 'PE',
        name: 'Ana',
        email: 'ana@teste.org.br',
        password: 'Associa@2026',
      },
    });
  });

  it.each([
    [{ cnpj: '12.345.678/0001-00' }, ASSOCIATION_MSG.cnpjInvalid],
    [{ uf: '' }, ASSOCIATION_MSG.ufInvalid],
    [{ email: 'ana@' }, ASSOCIATION_MSG.emailInvalid],
    [{ password: 'associa2026' }, COMMON_MSG.passwordWeak],
    [{ passwordRepeat: 'Associa@2027' }, ASSOCIATION_MSG.passwordsDiffer],
  ])('refuses %o', (change, message) => {
    expect(checkAssociationSignUp({ ...form, ...change })).toEqual({ ok: false, message });
  });
});

describe('the goal of Pontos de atualização', () => {
  it('all blank is no goal; the cap a year may be blank', () => {
    expect(checkPointsGoal({ goal: ' ', years: '', maxPerYear: '' })).toEqual({
      ok: true,
      value: { pointsGoal: null, pointsYears: null, pointsMaxPerYear: null },
    });
    expect(checkPointsGoal({ goal: '100', years: '5', maxPerYear: '' })).toEqual({
      ok: true,
      value: { pointsGoal: 100, pointsYears: 5, pointsMaxPerYear: null },
    });
    expect(checkPointsGoal({ goal: '100', years: '5', maxPerYear: '100' })).toMatchObject({ ok: true });
  });

  it.each([
    [{ goal: '1001', years: '5', maxPerYear: '' }, ASSOCIATION_MSG.pointsGoalInvalid],
    [{ goal: '10,5', years: '5', maxPerYear: '' }, ASSOCIATION_MSG.pointsGoalInvalid],
    [{ goal: '', years: '5', maxPerYear: '' }, ASSOCIATION_MSG.pointsGoalInvalid],
    [{ goal: '100', years: '11', maxPerYear: '' }, ASSOCIATION_MSG.pointsYearsInvalid],
    [{ goal: '100', years: '5', maxPerYear: '101' }, ASSOCIATION_MSG.pointsMaxPerYearInvalid],
    [{ goal: '100', years: '5', maxPerYear: '0' }, ASSOCIATION_MSG.pointsMaxPerYearInvalid],
  ])('refuses %o', (typed, message) => {
    expect(checkPointsGoal(typed)).toEqual({ ok: false, message });
  });
});
