import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssociationCategory } from '../../../domain/contract/gestao-category-catalog';
import { ANNUITY_DATES_MESSAGES } from '../../../domain/annuity-dates';
import { CATEGORY_CATALOG_MESSAGES as MSG } from '../../../domain/gestao-category-catalog';
import CategoriesPage from '../../../src/features/gestao/components/categories/categories-page';
import { retireQuestion } from '../../../src/features/gestao/components/categories/category-card';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';

afterEach(() => vi.unstubAllGlobals());

const prices = { annuityCentavos: 30_000, annuityPromoCentavos: null, annuityPromoUntil: null };
const annuityDates = { dueDay: '03-31', nextYearFromMonth: 11 };
const titular: AssociationCategory = {
  categoryId: 601,
  name: 'Titular',
  ...prices,
  annuityDates,
  retiredAt: null,
  promotion: null,
  memberCount: 12,
};
const aspirante: AssociationCategory = {
  categoryId: 501,
  name: 'Aspirante',
  annuityCentavos: 15_000,
  annuityPromoCentavos: 12_000,
  annuityPromoUntil: '2027-03-31',
  annuityDates,
  retiredAt: null,
  promotion: { afterYears: 2, toCategoryId: 601 },
  memberCount: 1,
};
const remido: AssociationCategory = {
  ...titular,
  categoryId: 777,
  name: 'Remido',
  retiredAt: '2026-11-01T12:00:00.000Z',
  memberCount: 0,
};

const refusal = (message: string) =>
  new Response(JSON.stringify({ ok: false, message }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

function renderPage(handlers: Record<string, (body: unknown) => unknown> = {}) {
  const api = fakeApi({
    'gestao/me': () => ({
      staff: {
        id: 1,
        name: 'Gestora',
        email: 'g@x.br',
        role: 'gestor',
        associationId: 428,
        associationName: 'Oftalmo',
      },
    }),
    'gestao/association-categories': () => ({ categories: [aspirante, titular, remido] }),
    'gestao/late-payment': () => ({ lateFineBps: 200, monthlyInterestBps: 100 }),
    ...handlers,
  });
  renderRoute('/gestao/categorias', [{ path: '/gestao/categorias', element: <CategoriesPage /> }]);
  return api;
}

const bodiesTo = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.path === path && c.body !== undefined).map((c) => c.body);

describe('Categorias e anuidades', () => {
  it('lists each category with its prices, members, promotion rule and state', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Aspirante')).toHaveTextContent('R$ 150,00');
    expect(row('Aspirante')).toHaveTextContent('R$ 120,00');
    expect(row('Aspirante')).toHaveTextContent('31/03/2027');
    expect(row('Aspirante')).toHaveTextContent('Após 2 anos, passa para Titular');
    expect(row('Titular')).toHaveTextContent('12');
    expect(row('Titular')).toHaveTextContent('Ativa');
    expect(row('Remido')).toHaveTextContent('Aposentada');
    // A retired category can come back; an active one can be retired.
    const remidoCard = screen.getByRole('region', { name: /^Remido/ });
    expect(within(remidoCard).getByRole('button', { name: 'Reativar' })).toBeInTheDocument();
    expect(within(remidoCard).queryByRole('button', { name: 'Aposentar' })).toBeNull();
  });

  it('shows a saved price back as an amount with its centavos ("900,00", not "900")', async () => {
    const user = userEvent.setup();
    renderPage({
      'gestao/association-categories': () => ({
        categories: [{ ...titular, annuityCentavos: 90_000, annuityPromoCentavos: 80_050 }],
      }),
    });
    const form = await screen.findByRole('form', { name: 'Anuidade de Titular' });
    expect(within(form).getByLabelText('Anuidade')).toHaveValue('900,00');
    expect(within(form).getByLabelText('Preço antecipado')).toHaveValue('800,50');
    // Typed whole, it reads as money once the field is left.
    const fresh = screen.getByRole('form', { name: 'Nova categoria' });
    await user.type(within(fresh).getByLabelText('Anuidade'), '1234');
    await user.tab();
    expect(within(fresh).getByLabelText('Anuidade')).toHaveValue('1.234,00');
  });

  it('"Nova categoria" checks the name, sends the typed prices in centavos and empties the form', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'gestao/association-categories': (body) =>
        body === undefined
          ? { categories: [titular] }
          : { category: { ...titular, categoryId: 900, name: 'Efetivo', memberCount: 0 } },
    });
    const form = await screen.findByRole('form', { name: 'Nova categoria' });
    await user.click(within(form).getByRole('button', { name: 'Criar categoria' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MSG.nameRequired);
    expect(within(form).getByRole('alert')).toHaveFocus();

    await user.type(within(form).getByLabelText('Nome'), '  Efetivo ');
    await user.type(within(form).getByLabelText('Anuidade'), '900,00');
    await user.type(within(form).getByLabelText('Preço antecipado'), '800,00');
    await user.click(within(form).getByRole('button', { name: 'Criar categoria' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(MSG.created);
    expect(bodiesTo(calls, 'gestao/association-categories')).toEqual([
      { name: 'Efetivo', annuityCentavos: 90_000, annuityPromoCentavos: 80_000, annuityPromoUntil: null },
    ]);
    expect(within(form).getByLabelText('Nome')).toHaveValue('');
  });

  it('shows the server’s refusal of a repeated name', async () => {
    const user = userEvent.setup();
    renderPage({
      'gestao/association-categories': (body) =>
        body === undefined ? { categories: [titular] } : refusal(MSG.nameTaken),
    });
    const form = await screen.findByRole('form', { name: 'Nova categoria' });
    await user.type(within(form).getByLabelText('Nome'), 'Titular');
    await user.type(within(form).getByLabelText('Anuidade'), '300');
    await user.click(within(form).getByRole('button', { name: 'Criar categoria' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MSG.nameTaken);
  });

  it('renames a category', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'gestao/association-categories/601/name': () => ({ category: { ...titular, name: 'Efetivo' } }),
    });
    const form = await screen.findByRole('form', { name: 'Nome de Titular' });
    await user.clear(within(form).getByLabelText('Nome'));
    await user.type(within(form).getByLabelText('Nome'), 'Efetivo');
    await user.click(within(form).getByRole('button', { name: 'Salvar nome' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(MSG.renamed);
    expect(bodiesTo(calls, 'gestao/association-categories/601/name')).toEqual([{ name: 'Efetivo' }]);
  });

  it('sets the annuity’s due day and the month from which new members owe next year’s', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'gestao/association-categories/601/annuity-dates': () => ({
        category: { ...titular, annuityDates: { dueDay: '02-15', nextYearFromMonth: 9 } },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Datas da anuidade de Titular' });
    const due = within(form).getByLabelText('Vencimento (dia/mês)');
    expect(due).toHaveValue('31/03');
    expect(within(form).getByLabelText('Quem entra a partir de, paga a do ano seguinte')).toHaveValue('11');
    await user.clear(due);
    await user.type(due, '30/02');
    await user.click(within(form).getByRole('button', { name: 'Salvar datas' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ANNUITY_DATES_MESSAGES.dueDayInvalid);
    expect(bodiesTo(calls, 'gestao/association-categories/601/annuity-dates')).toEqual([]);
    await user.clear(due);
    await user.type(due, '15/02');
    await user.selectOptions(
      within(form).getByLabelText('Quem entra a partir de, paga a do ano seguinte'),
      'setembro',
    );
    await user.click(within(form).getByRole('button', { name: 'Salvar datas' }));
    const saved = await within(form).findByRole('status');
    expect(saved).toHaveTextContent(ANNUITY_DATES_MESSAGES.saved);
    // Under Salvar, and focused: the answer is where the person is looking.
    expect(saved).toHaveFocus();
    expect(bodiesTo(calls, 'gestao/association-categories/601/annuity-dates')).toEqual([
      { dueDay: '02-15', nextYearFromMonth: 9 },
    ]);
  });

  it('"Aposentar" asks first, saying the members keep it; Voltar sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'gestao/association-categories/601/retirement': () => ({
        category: { ...titular, retiredAt: '2026-11-28T00:00:00.000Z' },
      }),
    });
    const card = await screen.findByRole('region', { name: /^Titular/ });
    await user.click(within(card).getByRole('button', { name: 'Aposentar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aposentar Titular?' });
    expect(dialog).toHaveTextContent(retireQuestion(titular));
    expect(retireQuestion(titular)).toContain('os 12 membros que a têm continuam nela');
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(bodiesTo(calls, 'gestao/association-categories/601/retirement')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Aposentar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Aposentar Titular?' })).getByRole('button', {
        name: 'Aposentar',
      }),
    );
    expect(await within(card).findByText(MSG.retired)).toBeInTheDocument();
    expect(bodiesTo(calls, 'gestao/association-categories/601/retirement')).toEqual([{ retired: true }]);
  });

  it('"Após N anos, passa para": checks the years, offers only other active categories, removes the rule', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'gestao/association-categories/601/promotion': (body) => ({
        category: { ...titular, promotion: (body as { promotion: unknown }).promotion },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Mudança de categoria de Titular' });
    const target = within(form).getByLabelText('Passa para');
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ninguém muda de categoria', 'Aspirante']);
    await user.selectOptions(target, 'Aspirante');
    await user.type(within(form).getByLabelText('Após quantos anos'), '0');
    await user.click(within(form).getByRole('button', { name: 'Salvar regra' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MSG.yearsInvalid);

    await user.clear(within(form).getByLabelText('Após quantos anos'));
    await user.type(within(form).getByLabelText('Após quantos anos'), '3');
    await user.click(within(form).getByRole('button', { name: 'Salvar regra' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(MSG.promotionSaved);
    await user.selectOptions(target, 'Ninguém muda de categoria');
    await user.click(within(form).getByRole('button', { name: 'Salvar regra' }));
    expect(await within(form).findByText(MSG.promotionRemoved)).toBeInTheDocument();
    expect(bodiesTo(calls, 'gestao/association-categories/601/promotion')).toEqual([
      { promotion: { afterYears: 3, toCategoryId: 501 } },
      { promotion: null },
    ]);
  });
});
