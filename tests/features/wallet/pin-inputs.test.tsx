import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PinInputs } from '../../../src/features/wallet/components/pin-inputs';

function Harness({ initial = '' }: { initial?: string }) {
  const [pin, setPin] = useState(initial);
  return (
    <>
      <PinInputs legend="PIN" value={pin} onChange={setPin} />
      <output aria-label="pin">{pin}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Dígito ${n}`);

describe('PinInputs', () => {
  it('has four labelled single-digit boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'PIN' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box after each digit', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('234');
    expect(screen.getByLabelText('pin')).toHaveTextContent('1234');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(box(4)).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a');
    expect(screen.getByLabelText('pin')).toHaveTextContent('');
    expect(box(1)).toHaveFocus();
  });

  it('Backspace on an empty box clears the previous one and goes back to it', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(screen.getByLabelText('pin')).toHaveTextContent(/^1$/);
    await userEvent.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(screen.getByLabelText('pin')).toHaveTextContent(/^$/);
  });

  it('pasting the PIN fills every box', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.paste('9876');
    expect(screen.getByLabelText('pin')).toHaveTextContent('9876');
    expect(box(4)).toHaveFocus();
  });
});
