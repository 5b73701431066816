import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBRL, fromCentavos } from '../../../domain/money';
import { memberPriceOnly } from '../../../domain/purchase-messages';
import { cashFlowItems, memberships, members } from '../../../server/db/schema';
import { brazilianBuyer, incluir } from '../support/purchase';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ASSOCIATION = 'Sociedade Demo de Oftalmologia';
/** Pedro Demo Costa: an active Aspirante (501) of 428, with an account (no password asked). */
const pedro = (categoryId: number) =>
  brazilianBuyer({
    idCategoriaEmitente: categoryId,
    nome: 'Pedro Demo Costa',
    cpf: '390.533.447-05',
    email: 'novo@exemplo.com.br',
    senha: '',
    senhaRepeticao: '',
  });

async function bought(emitente: ReturnType<typeof brazilianBuyer>) {
  const body = (await incluir(t, emitente)).json();
  expect(body.RESULTADO, JSON.stringify(body)).toBe(true);
  const [item] = await t.database.db
    .select()
    .from(cashFlowItems)
    .where(eq(cashFlowItems.id, body.FLUXO.ID_FLUXO_DE_CAIXA));
  return { body, item: item! };
}

describe('A category price below the general one is for its active members only', () => {
  it('someone who is not a member picks the cheapest category: told so, pays the general price', async () => {
    const { body, item } = await bought(brazilianBuyer({ idCategoriaEmitente: 2701 }));
    const notice = memberPriceOnly('Residente ou Fellow', ASSOCIATION, formatBRL(fromCentavos(60_000)));
    expect(body.AVISO).toBe(notice);
    expect(notice).toBe(
      `O preço da categoria Residente ou Fellow é exclusivo para membros ativos dessa categoria na ${ASSOCIATION}. ` +
        `Como o CPF informado não é de um membro ativo dela, o valor é o preço geral, ${formatBRL(fromCentavos(60_000))}.`,
    );
    expect(item).toMatchObject({
      amountCentavos: 60_000,
      description: 'Congresso Demo de Oftalmologia 2027 - Residente ou Fellow',
    });
  });

  it('an active Aspirante pays the Aspirante price; in another category, the general one', async () => {
    const own = await bought(pedro(501));
    expect(own.item.amountCentavos).toBe(45_000);
    expect(own.body).not.toHaveProperty('AVISO');
    const other = await bought(pedro(2701));
    expect(other.item.amountCentavos).toBe(60_000);
    expect(other.body.AVISO).toContain('Residente ou Fellow');
  });

  it('a membership that is not active (a request waiting) pays the general price', async () => {
    const [row] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.cpf, '39053344705'));
    await t.database.db.update(memberships).set({ status: 'P' }).where(eq(memberships.memberId, row!.id));
    try {
      const { body, item } = await bought(pedro(501));
      expect(item.amountCentavos).toBe(60_000);
      expect(body.AVISO).toContain('Aspirante');
    } finally {
      await t.database.db.update(memberships).set({ status: 'A' }).where(eq(memberships.memberId, row!.id));
    }
  });

  it('the general price itself needs no membership', async () => {
    const { body, item } = await bought(brazilianBuyer({ idCategoriaEmitente: 601 }));
    expect(item.amountCentavos).toBe(60_000);
    expect(body).not.toHaveProperty('AVISO');
  });
});
