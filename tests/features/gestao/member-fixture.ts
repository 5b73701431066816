import type { MemberDetail } from '../../../domain/contract/gestao-members';

/** Maria as Gestão's member page reads her: Titular since 2015, no items nor payments. */
export const memberFixture = (over: Partial<MemberDetail> = {}): MemberDetail => ({
  id: 7,
  name: 'Maria Demo Silva',
  cpf: '529.982.247-25',
  email: null,
  mobile: null,
  crm: null,
  crmUf: null,
  categoryId: 601,
  categoryName: 'Titular',
  since: '2015-03-01',
  situation: 'adimplente',
  categories: [{ categoryId: 601, categoryName: 'Titular', from: '2015-03-01', to: null, scheduled: false }],
  items: [],
  payments: [],
  whatsapp: { consents: [], messages: [] },
  ...over,
});
