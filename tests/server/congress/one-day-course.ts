import type { EventBody } from '../../../domain/contract/gestao-events';

/** A one-day course of association 428 for Titular, R$ 200,00, 10 seats: the ticket and door tests' event. */
export const oneDayCourse = (name: string): EventBody => ({
  name,
  description: '',
  startsAt: '2027-04-10T08:00:00-03:00',
  endsAt: '2027-04-10T18:00:00-03:00',
  place: 'Auditório Demo, São Paulo - SP',
  capacity: 10,
  hours: 8,
  points: 5,
  minAttendancePercent: 100,
  sessions: [{ day: '2027-04-10', startsAt: '08:00', endsAt: '18:00' }],
  prices: [{ categoryId: 601, amountCentavos: 20_000 }],
  lots: [],
});
