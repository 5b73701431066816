import type { z } from 'zod';
import type { Endereco, SalvarEnderecoBody } from '../../../domain/contract/profile';
import type { Address, AddressChange } from '../../members/member-addresses';

export const toEndereco = (a: Address): Endereco => ({
  ID_EMITENTE_ENDERECO: a.id,
  DESCRICAO: a.description,
  CEP: a.cep,
  LOGRADOURO: a.street,
  NUMERO: a.number,
  COMPLEMENTO: a.complement,
  BAIRRO: a.district,
  CIDADE: a.city,
  ESTADO: a.state,
  PRINCIPAL: a.main ? 1 : 0,
});

export const addressChangeOf = (body: z.output<typeof SalvarEnderecoBody>): AddressChange => ({
  id: body.ID_EMITENTE_ENDERECO,
  description: body.DESCRICAO,
  cep: body.CEP,
  street: body.LOGRADOURO,
  number: body.NUMERO,
  complement: body.COMPLEMENTO,
  district: body.BAIRRO,
  city: body.CIDADE,
  state: body.ESTADO,
  main: body.PRINCIPAL,
});
