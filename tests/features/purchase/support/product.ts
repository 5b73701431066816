import type { ProjetoWeb } from '../../../../domain/contract/access';

/** The demo product as acessarProjeto answers it. */
export const PRODUCT: ProjetoWeb = {
  ID_PROJETO_WEB: 1,
  DESCRICAO: 'Congresso Demo de Oftalmologia 2027',
  DESCRICAO_DETALHADA: '<p>Três dias</p><ul><li>Conferências</li></ul>',
  IMAGEM: '',
  HASH: 'congresso-2027',
  DATA_FIM: '20270630T235959',
  ID_EMITENTE_ML: 428,
  EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
  ID_EMITENTE_CATEGORIA: null,
  CATEGORIAS: [
    { ID_EMITENTE_CATEGORIA: 2701, DESCRICAO: 'Residente ou Fellow', VALOR_PROJETO: 350 },
    { ID_EMITENTE_CATEGORIA: 601, DESCRICAO: 'Titular', VALOR_PROJETO: 600 },
  ],
  DISPONIVEL: true,
};
