import { NO_UF } from '../brazil-states';
import { normalizeCouncilNumber } from '../class-council';
import { onlyDigits } from '../digits';
import {
  chosenCategory,
  isResident,
  residencyProofOf,
  type AttachedFile,
  type RegistrationDraft,
} from '../registration-draft';
import type { CodeChannel } from '../registration-lookups';
import type { RegistrationForm } from '../registration-rules';
import type { ArquivoUpload, CodeChannel as WireCodeChannel, RegistrarContaBody } from './registration';

const CHANNEL_WIRE = { email: 'EMAIL', mobile: 'CELULAR' } as const satisfies Record<
  CodeChannel,
  WireCodeChannel
>;

export const toWireChannel = (channel: CodeChannel): WireCodeChannel => CHANNEL_WIRE[channel];

const toArquivo = (file: AttachedFile): ArquivoUpload => ({
  id: file.uploadId,
  nome: file.name,
  uploadId: file.uploadId,
  size: file.size,
  type: file.type,
});

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The registrarConta body (SPEC §7) of a registration. */
export function toRegistrarContaBody(d: RegistrationDraft): RegistrarContaBody {
  const f = d.fields;
  const crm = normalizeCouncilNumber(d.council, d.crm);
  const resident = isResident(d);
  const proof = residencyProofOf(d);
  return {
    idEmitenteML: d.associationId,
    idCategoriaEmitente: chosenCategory(f),
    nome: f.name.trim(),
    nome_apresentacao: orNull(f.displayName),
    cpf: onlyDigits(f.cpf),
    conselho_numero: crm || null,
    conselho_numero_uf: crm && d.crmUf !== NO_UF ? orNull(d.crmUf) : null,
    rqe: orNull(d.rqe),
    dataNascimento: f.birthDate.trim(),
    email: f.email.trim(),
    celular: onlyDigits(f.mobile),
    sexo: orNull(f.sex),
    cep: f.cep.trim(),
    logradouro: f.street.trim(),
    logradouroNumero: f.number.trim(),
    logradouroComplemento: orNull(f.complement),
    bairro: f.district.trim(),
    cidade: f.city.trim(),
    estado: f.state,
    facebook: orNull(f.facebook),
    instagram: orNull(f.instagram),
    x: orNull(f.x),
    linkedin: orNull(f.linkedin),
    lattes: orNull(f.lattes),
    senha: f.password,
    senhaRepeticao: f.passwordRepeat,
    aceiteTermos: d.termsAccepted,
    recaptcha: f.captcha,
    codigoConfirmacao: d.confirmation?.code ?? null,
    codigoConfirmacaoTipo: d.confirmation ? toWireChannel(d.confirmation.channel) : '',
    arquivos: d.attachments.map(toArquivo),
    // Typed while another category was chosen, they stay behind with it.
    dataInicioResidencia: resident ? f.residencyStart.trim() : null,
    dataTerminoResidencia: resident ? f.residencyEnd.trim() : null,
    comprovanteResidencia: proof ? toArquivo(proof) : null,
    modoAssociacao: d.associationMode,
    validouCRMAssociacao: d.crmValidated,
    temRQEOftalmologista: d.hasOphthalmologyRqe,
  };
}

/** The fields of a registrarConta body that SPEC §5 checks, in the app's names (checkRegistrationForm). */
export const registrationFormOf = (body: RegistrarContaBody): RegistrationForm => ({
  name: body.nome,
  cpf: body.cpf,
  birthDate: body.dataNascimento,
  email: body.email,
  mobile: body.celular,
  cep: body.cep,
  street: body.logradouro,
  number: body.logradouroNumero,
  district: body.bairro,
  city: body.cidade,
  state: body.estado,
  password: body.senha,
  passwordRepeat: body.senhaRepeticao,
  termsAccepted: body.aceiteTermos,
  captcha: body.recaptcha,
});
