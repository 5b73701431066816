import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { FormMessage, type FormNote } from '../../../src/features/gestao/components/form-message';

function Form({ answer }: { answer: FormNote }) {
  const [note, setNote] = useState<FormNote | null>(null);
  return (
    <form>
      <button type="button" onClick={() => setNote({ ...answer })}>
        Salvar
      </button>
      <FormMessage note={note} />
    </form>
  );
}

it('what was done: a status that takes the focus, again on a second Salvar with the same text', async () => {
  const user = userEvent.setup();
  render(<Form answer={{ error: false, text: 'Categoria salva.' }} />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('');
  expect(status).not.toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(status).toHaveTextContent('Categoria salva.');
  expect(status).toHaveFocus();
  expect(status).toHaveAttribute('tabindex', '-1');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(status).toHaveFocus();
});

it('what is wrong: an alert that takes the focus', async () => {
  const user = userEvent.setup();
  render(<Form answer={{ error: true, text: 'Informe o nome.' }} />);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Informe o nome.');
  expect(alert).toHaveFocus();
});
