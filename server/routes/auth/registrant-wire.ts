import type { EmitentePrefill } from '../../../domain/contract/registration';
import type { RegistrantOnFile } from '../../../domain/registration-draft';

/** EMITENTE of verificarCodigoConfirmacao; the display name goes beside it, as NOME_APRESENTACAO. */
export const toEmitentePrefill = (r: RegistrantOnFile): EmitentePrefill => ({
  RAZAO_SOCIAL: r.name,
  DATA_NASCIMENTO: r.birthDate,
  E_MAIL: r.email,
  CELULAR: r.mobile,
  CEP: r.cep,
  LOGRADOURO_TIPO: r.streetType,
  LOGRADOURO_NOME: r.streetName,
  LOGRADOURO_NUMERO: r.streetNumber,
  LOGRADOURO_COMPLEMENTO: r.complement,
  BAIRRO: r.district,
  CIDADE: r.city,
  ESTADO: r.state,
  FACEBOOK: r.facebook,
  INSTAGRAM: r.instagram,
  X: r.x,
  LINKEDIN: r.linkedin,
  LATTES: r.lattes,
});
