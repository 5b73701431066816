import type { ProjetoWeb } from '../../../domain/contract/access';
import { toWireDateTime } from '../../../domain/dates';
import { fromCentavos } from '../../../domain/money';
import { projectImageUrl, salesEnded, type PublicProject } from '../../purchases/public-project';

export const toProjetoWeb = (project: PublicProject, now = new Date()): ProjetoWeb => ({
  ID_PROJETO_WEB: project.id,
  DESCRICAO: project.description,
  DESCRICAO_DETALHADA: project.detailedHtml ?? '',
  IMAGEM: project.hasImage ? projectImageUrl(project.hash) : '',
  HASH: project.hash,
  DATA_FIM: project.endsAt ? toWireDateTime(project.endsAt) : '',
  ID_EMITENTE_ML: project.associationId,
  EMITENTE_ML: project.associationName,
  ID_EMITENTE_CATEGORIA: null,
  CATEGORIAS: project.prices.map((p) => ({
    ID_EMITENTE_CATEGORIA: p.categoryId,
    DESCRICAO: p.categoryName,
    VALOR_PROJETO: fromCentavos(p.amountCentavos),
  })),
  DISPONIVEL: !salesEnded(project, now) && !project.soldOut,
  // Only events can sell out: other products keep SPEC §7's shape.
  ...(project.soldOut ? { ESGOTADO: true } : {}),
  ...(project.associationCnpj ? { CNPJ_EMITENTE: project.associationCnpj } : {}),
});
