import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIMEZONE } from '../../domain/dates';
import type { Db } from '../db/client';
import { productPrices, products } from '../db/schema';
import { congressEvents, eventLots, eventSessions } from '../db/schema-congress';
import { bannerSvg } from '../db/seed-images';

dayjs.extend(utc);
dayjs.extend(timezone);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_CONGRESS_HASH = 'congresso-retina-2027';

const at = (dateTime: string) => dayjs.tz(dateTime, APP_TIMEZONE).toDate();

/**
 * The demo association's congress: three days of sessions, two lots before the full price and 20
 * points. Off the store list (its page is /produto/congresso-retina-2027) so the demo store keeps
 * the products the store's tests name; events staff create are in the store.
 */
export async function seedDemoCongress(tx: Tx): Promise<void> {
  const [product] = await tx
    .insert(products)
    .values({
      associationId: 428,
      hash: DEMO_CONGRESS_HASH,
      description: 'Congresso Demo Brasileiro de Retina 2027',
      detailedHtml:
        '<p>Três dias de conferências, discussões de casos e cursos práticos de retina.</p>' +
        '<p>Certificado de participação com 20 pontos de atualização para quem tiver 75% de frequência.</p>',
      imageMime: 'image/svg+xml',
      image: bannerSvg('Congresso de Retina', '#5b3cc4', '#0b5fa5'),
      endsAt: at('2027-08-21 18:00'),
      inStore: false,
    })
    .returning({ id: products.id });
  const productId = product!.id;
  await tx.insert(productPrices).values([
    { productId, categoryId: 2701, amountCentavos: 45_000 },
    { productId, categoryId: 501, amountCentavos: 60_000 },
    { productId, categoryId: 601, amountCentavos: 90_000 },
  ]);
  const [event] = await tx
    .insert(congressEvents)
    .values({
      productId,
      associationId: 428,
      startsAt: at('2027-08-19 08:00'),
      endsAt: at('2027-08-21 13:00'),
      place: 'Centro de Convenções Frei Caneca, São Paulo - SP',
      capacity: 300,
      hours: 25,
      points: 20,
      minAttendancePercent: 75,
    })
    .returning({ id: congressEvents.id });
  const eventId = event!.id;
  await tx.insert(eventSessions).values([
    { eventId, day: '2027-08-19', startsAt: '08:00', endsAt: '18:00' },
    { eventId, day: '2027-08-20', startsAt: '08:00', endsAt: '18:00' },
    { eventId, day: '2027-08-21', startsAt: '08:00', endsAt: '13:00' },
  ]);
  await tx.insert(eventLots).values([
    { eventId, categoryId: 2701, lastDay: '2027-03-31', amountCentavos: 35_000 },
    { eventId, categoryId: 501, lastDay: '2027-03-31', amountCentavos: 45_000 },
    { eventId, categoryId: 601, lastDay: '2027-03-31', amountCentavos: 70_000 },
    { eventId, categoryId: 2701, lastDay: '2027-06-30', amountCentavos: 40_000 },
    { eventId, categoryId: 501, lastDay: '2027-06-30', amountCentavos: 52_000 },
    { eventId, categoryId: 601, lastDay: '2027-06-30', amountCentavos: 80_000 },
  ]);
}
