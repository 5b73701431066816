import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PwaUpdater from '../../../src/app/pwa-updater';

const sw = vi.hoisted(() => ({ needRefresh: false, updateServiceWorker: vi.fn(async () => undefined) }));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [sw.needRefresh, () => undefined],
    offlineReady: [false, () => undefined],
    updateServiceWorker: sw.updateServiceWorker,
  }),
}));

beforeEach(() => sw.updateServiceWorker.mockClear());

describe('PwaUpdater', () => {
  it('says nothing while the running version is the newest', () => {
    sw.needRefresh = false;
    const { container } = render(<PwaUpdater />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells the member a new version is ready; Atualizar activates it and reloads', async () => {
    sw.needRefresh = true;
    render(<PwaUpdater />);
    expect(await screen.findByText('Uma nova versão do Quita está disponível.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true);
  });
});
