import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { Product } from '../../../domain/contract/gestao-store';
import { bearer } from './gestao-staff';
import type { newPerson } from './people';

/** YYYY-MM-DD in São Paulo, `back` days before today (negative: after). */
export const daySp = (back: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - back * 86_400_000),
  );

/**
 * "Novo evento" filled as staff type it: today and tomorrow, a session each day, Titular at R$ 400,00
 * with a 1st lot of R$ 320,00 until today, 7 points for 50% attendance, in the store.
 */
export async function fillJourneyEvent(form: Locator, name: string) {
  const [today, tomorrow] = [daySp(0), daySp(-1)];
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Início').fill(`${today}T00:00`);
  await form.getByLabel('Fim').fill(`${tomorrow}T18:00`);
  await form.getByLabel('Local').fill('Centro de Eventos Demo, São Paulo - SP');
  await form.getByLabel('Vagas').fill('40');
  await form.getByLabel('Carga horária (horas)').fill('16');
  await form.getByLabel('Pontos de atualização').fill('7');
  await form.getByLabel('Frequência mínima (%)').fill('50');
  await form.getByLabel('Dia da sessão 1').fill(today);
  await form.getByRole('button', { name: 'Adicionar sessão' }).click();
  await form.getByLabel('Dia da sessão 2').fill(tomorrow);
  await form.getByLabel('Preço Titular (R$)').fill('400,00');
  await form.getByRole('button', { name: 'Adicionar lote' }).click();
  await form.getByLabel('Último dia do 1º lote').fill(today);
  await form.getByLabel('1º lote Titular (R$)').fill('320,00');
  await expect(form.getByLabel('Mostrar na loja')).toBeChecked();
}

/** The public buyer form for a CPF nobody knew: the purchase opens the account with the password. */
export async function fillNewBuyer(page: Page, person: ReturnType<typeof newPerson>) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Categoria').selectOption({ label: 'Titular' });
  await field('Nome completo').fill(person.nome);
  await field('CPF').fill(person.cpf);
  await field('CPF').blur();
  await field('Data de nascimento').fill('1985-03-12');
  await field('CEP').fill('01310-100');
  await expect(field('Logradouro')).toHaveValue('Avenida Paulista');
  await field('Número').fill('900');
  await field('Celular').fill(person.celular);
  await field('E-mail').fill(person.email);
  await expect(field('Senha')).toBeVisible();
  await field('Senha').fill(person.senha);
  await field('Repita a senha').fill(person.senha);
}

/** The event staff created in the test, by its unique name (undefined before it exists). */
export async function eventNamed(request: APIRequestContext, gestor: string, name: string) {
  const res = await request.get('/api/gestao/events', { headers: bearer(gestor) });
  const { events } = (await res.json()) as { events: GestaoEvent[] };
  return events.find((e) => e.name === name);
}

/** Off the member store again once the journey is over: the store's specs count its products. */
export async function takeOutOfStore(request: APIRequestContext, gestor: string, productId: number) {
  const res = await request.get('/api/gestao/products', { headers: bearer(gestor) });
  const { products } = (await res.json()) as { products: Product[] };
  const p = products.find((x) => x.id === productId);
  if (!p?.inStore) return;
  const saved = await request.put(`/api/gestao/products/${productId}`, {
    headers: bearer(gestor),
    data: {
      description: p.description,
      detailedHtml: p.detailedHtml,
      endsOn: p.endsOn,
      inStore: false,
      prices: p.prices.map(({ categoryId, amountCentavos }) => ({ categoryId, amountCentavos })),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
