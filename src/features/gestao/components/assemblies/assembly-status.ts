import type { AssemblyStatus } from '../../../../../domain/contract/gestao-assemblies';

export const STATUS_LABEL: Record<AssemblyStatus, string> = {
  draft: 'Rascunho',
  published: 'Edital publicado',
  closed: 'Encerrada',
  cancelled: 'Cancelada',
};
