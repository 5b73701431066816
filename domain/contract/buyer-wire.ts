import type { BuyerForm } from '../buyer-form';
import { isBrazil } from '../purchase-rules';
import type { EmitenteCompra } from './access';

/** The wire's EMITENTE: the CPF or the document by country, the password only for a new account. */
export function toEmitente(form: BuyerForm, withPassword: boolean): EmitenteCompra {
  const br = isBrazil(form.country);
  return {
    idCategoriaEmitente: form.categoryId === '' ? null : Number(form.categoryId),
    nome: form.name,
    cpf: br ? form.cpf : '',
    documento: br ? '' : form.document,
    dataNascimento: form.birthDate,
    orgaoClasse: form.classCouncil,
    instituicaoOrganizacaoTrabalha: form.workplace,
    profissaoEspecialidade: form.profession,
    cep: form.cep,
    logradouro: form.street,
    logradouroNumero: form.number,
    logradouroComplemento: form.complement,
    bairro: form.district,
    cidade: form.city,
    estado: form.state,
    pais: form.country,
    telefone: form.phone,
    celular: form.mobile,
    email: form.email,
    nomeRecibo: form.companyName,
    cnpjRecibo: form.cnpj,
    ...(withPassword ? { senha: form.password, senhaRepeticao: form.passwordRepeat } : {}),
  };
}
