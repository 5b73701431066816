import type { SessionUser as Usuario } from '../../../domain/contract/auth';
import type { SessionUser } from '../../members/session-user';

export const toUsuario = (u: SessionUser): Usuario => ({
  nome: u.name,
  nomeApresentacao: u.presentationName,
  foto: u.photo,
  email: u.email,
  celular: u.mobile,
  cpfCnpj: u.cpf,
  associacoes: u.associations.map((a) => ({
    ID_EMITENTE_ML: a.associationId,
    ID_EMITENTE_CATEGORIA: a.categoryId,
    CATEGORIA: a.categoryName,
    DESCRICAO: a.associationName,
  })),
});
