import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_CHANGE_TEXT } from '../../../domain/gestao-members-messages';
import {
  CategoryForm,
  confirmationText,
} from '../../../src/features/gestao/components/members/category-form';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';
import { memberFixture } from './member-fixture';

afterEach(() => vi.unstubAllGlobals());

const TODAY = '2026-11-27';
const member = memberFixture();
const residente = { categoryId: 2701, categoryName: 'Residente ou Fellow' };

describe('Alterar categoria: what the confirmation says', () => {
  it('a later day: scheduled, the category kept until then', () => {
    expect(confirmationText(member, { ...residente, since: '2027-01-01' }, TODAY)).toBe(
      CATEGORY_CHANGE_TEXT.confirmScheduled(
        'Maria Demo Silva',
        'Titular',
        'Residente ou Fellow',
        '01/01/2027',
      ),
    );
  });

  it('today or before: at once', () => {
    expect(confirmationText(member, { ...residente, since: TODAY }, TODAY)).toBe(
      CATEGORY_CHANGE_TEXT.confirmNow('Maria Demo Silva', 'Titular', 'Residente ou Fellow', '27/11/2026'),
    );
  });

  it('the current category while a change is scheduled: that change is cancelled', () => {
    const withSchedule = {
      ...member,
      categories: [...member.categories, { ...residente, from: '2027-01-01', to: null, scheduled: true }],
    };
    expect(
      confirmationText(withSchedule, { categoryId: 601, categoryName: 'Titular', since: TODAY }, TODAY),
    ).toBe(CATEGORY_CHANGE_TEXT.confirmCancel('Maria Demo Silva', 'Residente ou Fellow', '01/01/2027'));
  });
});

describe('CategoryForm', () => {
  it('asks before changing anything, sends the change only once confirmed, then says what was done', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'gestao/members/categories': () => ({
        categories: [
          { id: 2701, name: 'Residente ou Fellow' },
          { id: 601, name: 'Titular' },
        ],
      }),
      'gestao/members/7/category': () => ({
        ok: true,
        effect: 'scheduled',
        categoryName: 'Residente ou Fellow',
        since: '2027-01-01',
      }),
    });
    renderRoute('/', [{ path: '/', element: <CategoryForm member={member} /> }]);
    await screen.findByRole('option', { name: 'Residente ou Fellow' });
    await user.selectOptions(screen.getByLabelText('Nova categoria'), 'Residente ou Fellow');
    fireEvent.change(screen.getByLabelText('A partir de'), { target: { value: '2027-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Alterar categoria' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent(
      'Maria Demo Silva passará de Titular para Residente ou Fellow em 01/01/2027.',
    );
    expect(calls.some((call) => call.path === 'gestao/members/7/category')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Confirmar', hidden: true }));
    const done = CATEGORY_CHANGE_TEXT.scheduled('Residente ou Fellow', '01/01/2027');
    expect(await screen.findByText(done)).toHaveAttribute('role', 'status');
    expect(calls.find((call) => call.path === 'gestao/members/7/category')?.body).toEqual({
      categoryId: 2701,
      since: '2027-01-01',
    });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
