import type { DadosPessoais } from '../../../domain/contract/profile';

/** Maria's personal data as obterDadosPessoais answers it. */
export const DADOS: DadosPessoais = {
  nome: 'Maria Demo Silva',
  nomeApresentacao: 'Dra. Maria Demo',
  dataNascimento: '1985-04-12',
  sexo: 'F',
  facebook: null,
  instagram: null,
  x: null,
  linkedin: null,
  lattes: null,
  foto: null,
  email: 'membro@exemplo.com.br',
  celular: '11987654321',
  cpf: '52998224725',
};
