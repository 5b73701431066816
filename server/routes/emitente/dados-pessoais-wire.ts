import type { DadosPessoais, SalvarDadosPessoaisBody } from '../../../domain/contract/profile';
import type { PersonalData, PersonalDataChange } from '../../members/personal-data';

export const toDadosPessoais = (p: PersonalData): DadosPessoais => ({
  nome: p.name,
  nomeApresentacao: p.presentationName,
  dataNascimento: p.birthDate,
  sexo: p.sex,
  facebook: p.facebook,
  instagram: p.instagram,
  x: p.x,
  linkedin: p.linkedin,
  lattes: p.lattes,
  foto: p.photo,
  email: p.email,
  celular: p.mobile,
  cpf: p.cpf,
});

/** A field the body leaves out stays undefined: the stored value is kept. */
export const personalDataChangeOf = (body: SalvarDadosPessoaisBody): PersonalDataChange => ({
  name: body.nome,
  presentationName: body.nomeApresentacao,
  birthDate: body.dataNascimento,
  sex: body.sexo,
  facebook: body.facebook,
  instagram: body.instagram,
  x: body.x,
  linkedin: body.linkedin,
  lattes: body.lattes,
  photo: body.foto,
});
