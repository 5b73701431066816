import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fluxo } from '../../../domain/contract/fluxo';
import { PendingItemPage } from '../../../src/features/wallet/components/pending-item-page';
import { renderRoute } from '../render';
import { fakeApi } from './fake-api';

const routes = [{ path: '/pendencia', element: <PendingItemPage /> }];

/** Pedro's annuity as obterFluxo answers it: the early price until its due day, then the normal one. */
const ANNUITY: Fluxo = {
  ID_FLUXO_DE_CAIXA: 7,
  ID_EMITENTE_ML: 428,
  PROJETO: 'Anuidade',
  HISTORICO: 'Anuidade 2026 - Aspirante',
  DATA_VENCIMENTO: '20261207T120000',
  DATA_PAGAMENTO: '',
  VALOR: 530.4,
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  PAGUE_ATE: '2026-12-07',
  VALOR_DEPOIS: 624,
};

// 33 digits of bank, wallet and check digits, the factor of 07/12/2026 (1653) and R$ 530,40.
const LINE = '23793381286000000000000000000000' + '1' + '1653' + '0000053040';

const boletoAnswer = {
  RESULTADO: true,
  TRANSACAO: {
    ID_ZOOP_TRANSACAO: 'sbx_boleto_1',
    PIX_QRCODE: '',
    PIX_DATA_EXPIRACAO: '',
    HASH: 'slip-hash',
    BOLETO_CODIGO_BARRA: LINE,
    STATUS: 'pending',
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('PendingItemPage', () => {
  it('says until when the early price holds and the normal price after it', async () => {
    fakeApi({
      'fluxo/obterFluxo': () => ({ RESULTADO: true, FLUXO: ANNUITY }),
      'fluxo/obterTransacaoPendenteBoleto': () => ({ RESULTADO: true, TRANSACAO: null }),
    });
    renderRoute('/pendencia?id=7', routes, { session: { token: 't' } });
    expect(await screen.findByText('R$ 530,40 até 07/12; depois R$ 624,00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Boleto emitido' })).not.toBeInTheDocument();
  });

  it('shows the boleto issued before: its amount and due date, the line to copy and Acessar Boleto', async () => {
    const { calls } = fakeApi({
      'fluxo/obterFluxo': () => ({ RESULTADO: true, FLUXO: ANNUITY }),
      'fluxo/obterTransacaoPendenteBoleto': () => boletoAnswer,
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderRoute('/pendencia?id=7', routes, { session: { token: 't' } });
    const issued = await screen.findByRole('region', { name: 'Boleto emitido' });
    expect(issued).toHaveTextContent('boleto de R$ 530,40 para esta pendência, com vencimento em 07/12/2026');
    expect(within(issued).getByLabelText('Linha digitável')).toHaveValue(
      '23793.38128 60000.000000 00000.000000 1 16530000053040',
    );
    await userEvent.click(within(issued).getByRole('button', { name: 'Acessar Boleto' }));
    expect(open).toHaveBeenCalledWith('/api/access/acessarBoleto/slip-hash', '_blank', 'noopener');
    expect(calls.find((c) => c.path === 'fluxo/obterTransacaoPendenteBoleto')?.body).toEqual({
      ID_FLUXO_DE_CAIXA: 7,
    });
    // Paying it is still offered.
    expect(screen.getByRole('link', { name: 'Pagar' })).toBeInTheDocument();
  });
});
