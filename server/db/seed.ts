import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { eq } from 'drizzle-orm';
import { recordedOnlyMethods } from '../../domain/recorded-methods';
import { hashSecret } from '../auth/passwords';
import { seedDemoCongress } from '../congress/demo-congress';
import type { Db } from './client';
import * as t from './schema';
import { bannerSvg, logoSvg } from './seed-images';

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = 'America/Sao_Paulo';
const DEMO_PASSWORD = 'Quita@2026';
const SVG = 'image/svg+xml';

/** Noon in São Paulo of the given calendar day, so that no time zone moves it to another day. */
const day = (d: dayjs.Dayjs) => dayjs.tz(d.format('YYYY-MM-DD') + ' 12:00', TZ).toDate();
const mmYyyy = (d: dayjs.Dayjs) => d.format('MM/YYYY');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface PaidSeedItem {
  id: number;
  description: string;
  amountCentavos: number;
  paidAt: Date | null;
}

/**
 * What paid each paid demo item (issue 28 item 19): the association received them before the app,
 * so each is the succeeded manual payment ("Recebido pela associação", by transfer) that staff's
 * "baixa manual" records, at the day and for the price the item says. Pagamentos lists them, with
 * their receipts; the Painel counts them as manual; the member's app payments stay empty.
 */
async function seedPayments(tx: Tx, items: readonly PaidSeedItem[]) {
  for (const item of items) {
    if (!item.paidAt) continue;
    await tx.insert(t.transactions).values({
      itemId: item.id,
      method: recordedOnlyMethods.manual.wire,
      status: 'succeeded',
      amountCentavos: item.amountCentavos,
      accessHash: randomBytes(24).toString('base64url'),
      manualMethod: 'transferencia',
      note: 'Recebido antes do Quita',
      createdAt: item.paidAt,
      updatedAt: item.paidAt,
    });
    await tx
      .update(t.cashFlowItems)
      .set({ paidCentavos: item.amountCentavos })
      .where(eq(t.cashFlowItems.id, item.id));
  }
}

/**
 * Demo data of README, written once: when association 428 exists the database was seeded already,
 * so a second start changes nothing. Dates are relative to the first start.
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db
    .select({ id: t.associations.id })
    .from(t.associations)
    .where(eq(t.associations.id, 428));
  if (existing.length > 0) return false;

  const today = dayjs(now).tz(TZ).startOf('day');
  const passwordHash = await hashSecret(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.insert(t.associations).values([
      {
        id: 428,
        name: 'Sociedade Demo de Oftalmologia',
        cnpj: '11222333000181',
        logoMime: SVG,
        logo: logoSvg('SO', '#0b5fa5'),
        pointsGoal: 100,
        pointsYears: 5,
        pointsMaxPerYear: 40,
      },
      {
        id: 1024839,
        name: 'Associação Demo de Psicologia',
        cnpj: '44555666000181',
        classCouncil: 'CRP',
        logoMime: SVG,
        logo: logoSvg('AP', '#7b3fa0'),
      },
    ]);
    // SPEC §3's ids are association 428's; the other association's Titular is its own (an id of the database's).
    await tx.insert(t.categories).values([
      { id: 2701, associationId: 428, description: 'Residente ou Fellow' },
      { id: 601, associationId: 428, description: 'Titular' },
    ]);
    await tx.insert(t.categories).values({
      id: 501,
      associationId: 428,
      description: 'Aspirante',
      promotesAfterYears: 2,
      promotesToCategoryId: 601,
    });
    const [psiTitular] = await tx
      .insert(t.categories)
      .values({ associationId: 1024839, description: 'Titular' })
      .returning({ id: t.categories.id });
    await tx.insert(t.associationCategories).values([
      { associationId: 428, categoryId: 2701, annuityCentavos: 42_900, annuityPromoCentavos: 36_465 },
      { associationId: 428, categoryId: 501, annuityCentavos: 62_400, annuityPromoCentavos: 53_040 },
      { associationId: 428, categoryId: 601, annuityCentavos: 78_000, annuityPromoCentavos: 66_300 },
      { associationId: 1024839, categoryId: psiTitular!.id, annuityCentavos: 30_000 },
    ]);

    const [maria, pedro, joao] = await tx
      .insert(t.members)
      .values([
        {
          name: 'Maria Demo Silva',
          presentationName: 'Dra. Maria Demo',
          cpf: '52998224725',
          email: 'membro@exemplo.com.br',
          mobile: '11987654321',
          passwordHash,
          confirmed: true,
          birthDate: '1985-04-12',
          sex: 'F',
          crm: '123456',
          crmUf: 'SP',
          rqe: '12345',
        },
        {
          name: 'Pedro Demo Costa',
          cpf: '39053344705',
          email: 'novo@exemplo.com.br',
          mobile: '11912345678',
          passwordHash,
          confirmed: true,
          birthDate: '1996-09-03',
          sex: 'M',
        },
        {
          name: 'João Demo Pereira',
          presentationName: 'Dr. João Pereira',
          cpf: '11144477735',
          email: 'joao@exemplo.com.br',
          mobile: '21998765432',
          birthDate: '1990-01-20',
          sex: 'M',
        },
      ])
      .returning({ id: t.members.id });
    if (!maria || !pedro || !joao) throw new Error('seed: members were not created');

    await tx.insert(t.memberships).values([
      { memberId: maria.id, associationId: 428, categoryId: 601, status: 'A', categorySince: '2015-03-01' },
      {
        memberId: pedro.id,
        associationId: 428,
        categoryId: 501,
        status: 'A',
        categorySince: today.format('YYYY-MM-DD'),
      },
      { memberId: joao.id, associationId: 428, categoryId: 601, status: 'R', categorySince: '2019-05-01' },
    ]);
    await tx.insert(t.addresses).values([
      {
        memberId: maria.id,
        description: 'Consultório',
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 101',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        main: true,
      },
      {
        memberId: joao.id,
        cep: '20040020',
        street: 'Avenida Rio Branco',
        number: '45',
        district: 'Centro',
        city: 'Rio de Janeiro',
        state: 'RJ',
        main: true,
      },
    ]);

    const year = today.year();
    const nextDueDays = Array.from({ length: 6 }, (_, i) => {
      const thisMonth = today.date(10);
      const first = thisMonth.isAfter(today) ? thisMonth : thisMonth.add(1, 'month');
      return first.add(i, 'month');
    });
    const lastMonth = today.subtract(1, 'month').date(10);
    const monthly = (due: dayjs.Dayjs, paidAt?: dayjs.Dayjs) => ({
      memberId: maria.id,
      associationId: 428,
      kind: 'due',
      description: `Contribuição mensal ${mmYyyy(due)}`,
      dueAt: day(due),
      amountCentavos: 6_500,
      paidAt: paidAt ? day(paidAt) : null,
    });
    const paidColumns = {
      id: t.cashFlowItems.id,
      description: t.cashFlowItems.description,
      amountCentavos: t.cashFlowItems.amountCentavos,
      paidAt: t.cashFlowItems.paidAt,
    };
    const items = await tx
      .insert(t.cashFlowItems)
      .values([
        {
          memberId: maria.id,
          associationId: 428,
          kind: 'annuity',
          description: `Anuidade ${year} - Titular`,
          dueAt: day(dayjs.tz(`${year}-03-31`, TZ)),
          amountCentavos: 66_300,
          paidAt: day(dayjs.tz(`${year}-03-20`, TZ)),
          // Billed at the start of the year it is of (the 60-day rule of annuities counts from it).
          createdAt: day(dayjs.tz(`${year}-01-02`, TZ)),
        },
        ...nextDueDays.map((due) => monthly(due)),
        monthly(lastMonth),
        monthly(today.subtract(2, 'month').date(10), today.subtract(15, 'day')),
        monthly(today.subtract(3, 'month').date(10), today.subtract(45, 'day')),
        monthly(today.subtract(4, 'month').date(10), today.subtract(80, 'day')),
        {
          memberId: pedro.id,
          associationId: 428,
          kind: 'annuity',
          description: `Anuidade ${year} - Aspirante`,
          dueAt: day(today.add(10, 'day')),
          // Priced as the system bills it: the category's price, its early price up to the due day.
          amountCentavos: 62_400,
          promoCentavos: 53_040,
          promoUntil: today.add(10, 'day').format('YYYY-MM-DD'),
        },
      ])
      .returning(paidColumns);
    await seedPayments(tx, items);

    const [congresso, curso, webinar] = await tx
      .insert(t.products)
      .values([
        {
          associationId: 428,
          hash: 'congresso-2027',
          description: 'Congresso Demo de Oftalmologia 2027',
          detailedHtml:
            '<p>Três dias de atualização científica em oftalmologia, em São Paulo.</p>' +
            '<ul><li>Conferências internacionais</li><li>Cursos práticos de retina e glaucoma</li>' +
            '<li>Área de exposição</li></ul>' +
            '<p>Programação completa no <a href="https://exemplo.com.br/congresso-2027" target="_blank" rel="noopener noreferrer">site do congresso</a>.</p>',
          imageMime: SVG,
          image: bannerSvg('Congresso 2027', '#0b5fa5', '#13a89e'),
          endsAt: dayjs.tz('2027-06-30 23:59:59', TZ).toDate(),
          inStore: false,
        },
        {
          associationId: 428,
          hash: 'curso-retina-2026',
          description: 'Curso Demo de Atualização em Retina',
          detailedHtml: '<p>Curso online com 12 aulas gravadas e certificado.</p>',
          imageMime: SVG,
          image: bannerSvg('Curso de Retina', '#13a89e', '#0b5fa5'),
        },
        {
          associationId: 428,
          hash: 'webinar-glaucoma',
          description: 'Webinar Demo de Glaucoma',
          detailedHtml: '<p>Webinar ao vivo com perguntas e respostas.</p>',
          imageMime: SVG,
          image: bannerSvg('Webinar Glaucoma', '#f28c28', '#d94f4f'),
        },
      ])
      .returning({ id: t.products.id });
    if (!congresso || !curso || !webinar) throw new Error('seed: products were not created');

    await tx.insert(t.productPrices).values([
      { productId: congresso.id, categoryId: 2701, amountCentavos: 35_000 },
      { productId: congresso.id, categoryId: 501, amountCentavos: 45_000 },
      { productId: congresso.id, categoryId: 601, amountCentavos: 60_000 },
      { productId: curso.id, categoryId: 601, amountCentavos: 25_000 },
      { productId: curso.id, categoryId: 501, amountCentavos: 18_000 },
      { productId: webinar.id, categoryId: 601, amountCentavos: 9_000 },
      { productId: webinar.id, categoryId: 501, amountCentavos: 6_000 },
    ]);
    const acquired = await tx
      .insert(t.cashFlowItems)
      .values({
        memberId: maria.id,
        associationId: 428,
        productId: curso.id,
        kind: 'product',
        description: 'Curso Demo de Atualização em Retina',
        dueAt: day(today.subtract(120, 'day')),
        amountCentavos: 25_000,
        paidAt: day(today.subtract(120, 'day')),
      })
      .returning(paidColumns);
    await seedPayments(tx, acquired);

    await tx.insert(t.banners).values([
      {
        associationId: 428,
        imageMime: SVG,
        image: bannerSvg('Loja da Sociedade', '#0b5fa5', '#5aa9e6'),
        position: 1,
      },
      {
        associationId: 428,
        imageMime: SVG,
        image: bannerSvg('Curso de Retina', '#13a89e', '#0b5fa5'),
        position: 2,
      },
      {
        associationId: 428,
        imageMime: SVG,
        image: bannerSvg('Webinar Glaucoma', '#f28c28', '#d94f4f'),
        position: 3,
      },
    ]);

    await seedDemoCongress(tx);

    await tx.insert(t.staff).values([
      {
        associationId: 428,
        email: 'gestor@exemplo.com.br',
        name: 'Gestora Demo',
        role: 'gestor',
        passwordHash,
      },
      {
        associationId: 428,
        email: 'financeiro@exemplo.com.br',
        name: 'Tesoureiro Demo',
        role: 'financeiro',
        passwordHash,
      },
      {
        associationId: 1024839,
        email: 'gestor.psi@exemplo.com.br',
        name: 'Gestor Psi Demo',
        role: 'gestor',
        passwordHash,
      },
    ]);
    // The demo association has done its "Primeiros passos": its QR poster was downloaded once.
    const [gestora] = await tx
      .select({ id: t.staff.id })
      .from(t.staff)
      .where(eq(t.staff.email, 'gestor@exemplo.com.br'));
    await tx
      .insert(t.associationMilestones)
      .values({ associationId: 428, kind: 'qr_downloaded', staffId: gestora!.id });
  });
  return true;
}
