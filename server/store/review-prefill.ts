import { eq } from 'drizzle-orm';
import type { SuasInformacoes } from '../../domain/contract/store';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { findMainAddress } from '../members/registrant';

/** "Suas Informações" of the product review, from the member's account and main address. */
export async function reviewPrefill(db: Db, memberId: number): Promise<SuasInformacoes | undefined> {
  const [member] = await db
    .select({ name: members.name, cpf: members.cpf, email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return undefined;
  const address = await findMainAddress(db, memberId);
  return {
    NOME: member.name,
    CPF: member.cpf,
    EMAIL: member.email,
    CELULAR: member.mobile,
    ENDERECO: address
      ? {
          CEP: address.cep,
          LOGRADOURO: address.street,
          NUMERO: address.number,
          COMPLEMENTO: address.complement,
          BAIRRO: address.district,
          CIDADE: address.city,
          ESTADO: address.state,
        }
      : null,
  };
}
