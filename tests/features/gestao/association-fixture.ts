import type { AssociationData } from '../../../domain/contract/gestao-association';

/** The demo association 428 as Dados da associação reads it. */
export const demoAssociation: AssociationData = {
  id: 428,
  cnpj: '11222333000181',
  legalName: 'Sociedade Demo de Oftalmologia Ltda.',
  displayName: 'Sociedade Demo de Oftalmologia',
  city: 'São Paulo',
  uf: 'SP',
  contactEmail: null,
  contactPhone: null,
  primaryColor: null,
  logoUrl: null,
  pointsGoal: 100,
  pointsYears: 5,
  pointsMaxPerYear: 40,
};
