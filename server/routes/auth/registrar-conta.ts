import {
  type ArquivoUpload,
  RegistrarContaBody,
  RegistrarContaResponse,
} from '../../../domain/contract/registration';
import { registrationFormOf } from '../../../domain/contract/registration-wire';
import type { UploadKind } from '../../../domain/contract/uploads';
import {
  councilProblem,
  hasRegistryLookup,
  normalizeCouncilNumber,
  type ClassCouncil,
} from '../../../domain/class-council';
import { ophthalmologyRqe } from '../../../domain/crm';
import { COMMON_MSG } from '../../../domain/messages';
import {
  checkRegistrationForm,
  checkResidencyProof,
  documentsMissing,
  needsResidencyProof,
} from '../../../domain/registration-rules';
import { captchaVerifierFrom } from '../../adapters/captcha';
import { crmRegistryFrom, type CrmRegistry } from '../../adapters/crm';
import { findAssociationSignUp } from '../../associations/association-categories';
import { decodeDocument } from '../../members/document-upload';
import type { DecodedDocument } from '../../uploads/decoded-document';
import { registerAccount } from '../../members/register-account';
import { residencyProofDocument } from '../../members/residency-proof';
import { uploadedDocument } from '../../uploads/uploaded-documents';
import { readUploadToken } from '../../uploads/upload-token';
import type { App } from '../../types';

/**
 * SPEC §3's data URLs: up to 4 documents of 15 MB as base64 fit; the global limit stays at 1 MB.
 * The app uploads its files first (/api/uploads) and sends only their ids.
 */
const REGISTRATION_BODY_LIMIT = 64 * 1024 * 1024;

const optional = (value: string | null | undefined) => value?.trim() || null;

/** The form's flag is the browser's word; only the registry's answer spares the documents. */
async function registryRqe(registry: CrmRegistry, crm: string | null, uf: string | null) {
  if (!crm || !uf) return { hasRqe: false, rqe: '' };
  const physician = await registry.lookup(crm, uf);
  if (!physician?.active) return { hasRqe: false, rqe: '' };
  return ophthalmologyRqe(physician.specialty);
}

export default async function registrarConta(app: App) {
  const captcha = captchaVerifierFrom(app.config);
  const registry = crmRegistryFrom(app.config);
  const councilOf = async (associationId: number | null | undefined): Promise<ClassCouncil> =>
    associationId == null
      ? 'CRM'
      : ((await findAssociationSignUp(app.db, associationId))?.classCouncil ?? 'CRM');

  app.post(
    '/registrarConta',
    {
      bodyLimit: REGISTRATION_BODY_LIMIT,
      schema: { body: RegistrarContaBody, response: { 200: RegistrarContaResponse } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body;
      const refuse = (msg: string) => ({ resultado: false, msg });

      const checked = checkRegistrationForm(registrationFormOf(body));
      if (!checked.ok) return refuse(checked.message);
      const form = checked.form;
      if (!(await captcha.verify(form.captcha, request.ip))) return refuse(COMMON_MSG.captchaRequired);

      const associationMode = body.modoAssociacao === true;
      const council = await councilOf(body.idEmitenteML);
      const crm = body.conselho_numero ? normalizeCouncilNumber(council, body.conselho_numero) || null : null;
      const crmUf = optional(body.conselho_numero_uf)?.toUpperCase() ?? null;
      // Without a registry (CRM_PROVIDER absent in production) a CRM is a council without one.
      const registryLookup = registry !== null && hasRegistryLookup(council);
      const councilRefusal = councilProblem({
        council,
        associationMode,
        number: crm,
        uf: crmUf,
        registryLookup,
      });
      if (councilRefusal) return refuse(councilRefusal);
      const rqe =
        associationMode && body.temRQEOftalmologista === true && registry && registryLookup
          ? await registryRqe(registry, crm, crmUf)
          : { hasRqe: false, rqe: '' };
      const files = body.arquivos ?? [];
      // A category means something only with an association; Residente ou Fellow's proof only with it.
      const categoryId = body.idEmitenteML == null ? null : body.idCategoriaEmitente;
      const proof = needsResidencyProof(categoryId) ? (body.comprovanteResidencia ?? null) : null;
      const residency = checkResidencyProof({
        categoryId,
        start: body.dataInicioResidencia,
        end: body.dataTerminoResidencia,
        hasProof: proof !== null,
      });
      // The form's order: the association's documents (the proof is one), then the residency.
      const fileCount = files.length + (proof ? 1 : 0);
      if (documentsMissing(associationMode, rqe.hasRqe, fileCount))
        return refuse(COMMON_MSG.documentsRequired);
      if (!residency.ok) return refuse(residency.message);

      const uploadFlowId = readUploadToken(app.config.jwtSecret, body.uploadToken)?.flowId ?? null;
      const documentOf = (file: ArquivoUpload, kinds: readonly UploadKind[]) =>
        file.uploadId
          ? uploadedDocument(app.db, uploadFlowId, { fileName: file.nome, uploadId: file.uploadId }, kinds)
          : decodeDocument({ fileName: file.nome, dataUrl: file.arquivo ?? '', declaredType: file.type });
      const decoded: DecodedDocument[] = [];
      for (const file of files) {
        const result = await documentOf(file, ['document', 'video']);
        if (!result.ok) return refuse(result.message);
        decoded.push(result.value);
      }
      if (proof && residency.period) {
        const result = await documentOf(proof, ['document']);
        if (!result.ok) return refuse(result.message);
        decoded.push(residencyProofDocument(result.value, residency.period));
      }

      const result = await registerAccount(app.db, app.config.jwtSecret, {
        cpf: form.cpf,
        name: form.name,
        presentationName: optional(body.nome_apresentacao),
        birthDate: form.birthDate,
        email: form.email,
        mobile: form.mobile,
        sex: optional(body.sexo),
        crm,
        crmUf,
        rqe: optional(body.rqe) ?? (rqe.rqe || null),
        facebook: optional(body.facebook),
        instagram: optional(body.instagram),
        x: optional(body.x),
        linkedin: optional(body.linkedin),
        lattes: optional(body.lattes),
        address: {
          cep: form.cep,
          street: form.street,
          number: form.number,
          complement: optional(body.logradouroComplemento),
          district: form.district,
          city: form.city,
          state: form.state,
        },
        password: form.password,
        associationId: body.idEmitenteML ?? null,
        categoryId: body.idCategoriaEmitente ?? null,
        associationMode,
        confirmationCode: optional(body.codigoConfirmacao),
        documents: decoded,
        uploadFlowId,
      });
      return result.ok ? { resultado: true, msg: COMMON_MSG.accountRegistered } : refuse(result.message);
    },
  );
}
