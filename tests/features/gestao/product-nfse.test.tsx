import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssociationCategory } from '../../../domain/contract/gestao-categories';
import { NFSE_MSG } from '../../../domain/nfse';
import { REFORM_MSG, type TaxRegime } from '../../../domain/nfse-reform';
import { ProductForm } from '../../../src/features/gestao/components/store/product-form';
import { fakeApi } from '../profile/fake-api';
import { renderRoute } from '../render';
import { productFixture } from './product-fixture';

afterEach(() => vi.unstubAllGlobals());

const product = productFixture();
const categories: AssociationCategory[] = [
  {
    categoryId: 601,
    name: 'Titular',
    annuityCentavos: 78_000,
    annuityPromoCentavos: null,
    annuityPromoUntil: null,
  },
];

function show(onDone = vi.fn(), taxRegime: TaxRegime | null = null) {
  renderRoute('/', [
    {
      path: '/',
      element: (
        <ProductForm
          categories={categories}
          taxRegime={taxRegime}
          product={product}
          onDone={onDone}
          onCancel={vi.fn()}
        />
      ),
    },
  ]);
  return onDone;
}

describe('Loja e produtos: "Emitir nota fiscal de serviço"', () => {
  it('asks for the service code, description and ISS only once checked, and sends the ISS in basis points', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'gestao/products/5': () => ({ product }) });
    const onDone = show();
    expect(screen.queryByLabelText('Código do serviço municipal')).toBeNull();
    await user.click(screen.getByLabelText('Emitir nota fiscal de serviço'));
    await user.type(screen.getByLabelText('Código do serviço municipal'), '01.07');
    await user.type(screen.getByLabelText('Descrição do serviço'), 'Curso de atualização');
    await user.type(screen.getByLabelText('Alíquota do ISS (%)'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Produto salvo.'));
    expect(calls.find((c) => c.path === 'gestao/products/5')?.body).toMatchObject({
      nfse: { serviceCode: '01.07', serviceDescription: 'Curso de atualização', issBps: 250 },
    });
  });

  it('says in pt-BR what is wrong before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'gestao/products/5': () => ({ product }) });
    show();
    await user.click(screen.getByLabelText('Emitir nota fiscal de serviço'));
    await user.type(screen.getByLabelText('Código do serviço municipal'), '01.07');
    await user.type(screen.getByLabelText('Descrição do serviço'), 'Curso');
    await user.type(screen.getByLabelText('Alíquota do ISS (%)'), '7');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NFSE_MSG.issInvalid);
    await user.clear(screen.getByLabelText('Alíquota do ISS (%)'));
    await user.type(screen.getByLabelText('Alíquota do ISS (%)'), 'cinco');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NFSE_MSG.issInvalid);
    expect(calls.some((c) => c.path === 'gestao/products/5')).toBe(false);
  });

  it('under Lucro Presumido asks for the tax reform codes, each by its label, and sends them', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'gestao/products/5': () => ({ product }) });
    const onDone = show(vi.fn(), 'presumido');
    await user.click(screen.getByLabelText('Emitir nota fiscal de serviço'));
    await user.type(screen.getByLabelText('Código do serviço municipal'), '01.07');
    await user.type(screen.getByLabelText('Descrição do serviço'), 'Curso de atualização');
    await user.type(screen.getByLabelText('Alíquota do ISS (%)'), '2');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFORM_MSG.missing.nbsCode);
    await user.type(screen.getByLabelText('Código NBS'), '101011100');
    await user.type(screen.getByLabelText('Situação tributária (CST)'), '000');
    await user.type(screen.getByLabelText('Classificação tributária (cClassTrib)'), '000001');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFORM_MSG.missing.operationIndicatorCode);
    expect(calls.some((c) => c.path === 'gestao/products/5')).toBe(false);
    await user.type(screen.getByLabelText('Indicador de operação'), '020101');
    await user.click(screen.getByRole('button', { name: 'Salvar produto' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Produto salvo.'));
    expect(calls.find((c) => c.path === 'gestao/products/5')?.body).toMatchObject({
      nfse: {
        nbsCode: '1.0101.11.00',
        taxSituationCode: '000',
        taxClassificationCode: '000001',
        operationIndicatorCode: '020101',
      },
    });
  });
});
