import type { BuyerForm } from '../buyer-form';
import { isBrazil } from '../purchase-rules';
import type { EmitenteCompra } from './access';

/** The wire's EMITENTE: the CPF or the document by country, the password only for a new account. */
export function toEmitente(form: BuyerForm, withPassword: boolean): EmitenteCompra {
  const br = isBrazil(form.pais);
  const { senha, senhaRepeticao, ...rest } = form;
  return {
    ...rest,
    idCategoriaEmitente: form.idCategoriaEmitente === '' ? null : Number(form.idCategoriaEmitente),
    cpf: br ? form.cpf : '',
    documento: br ? '' : form.documento,
    ...(withPassword ? { senha, senhaRepeticao } : {}),
  };
}
