import { checkAssociationSignUp } from '../../../domain/association-form';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import type {
  AssociationSignUpBody,
  AssociationSignUpStarted,
} from '../../../domain/contract/gestao-association';
import { COMMON_MSG } from '../../../domain/messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { CaptchaVerifier } from '../../adapters/captcha';
import { hashSecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { associationSignups } from '../../db/schema';
import type { Outbox } from '../../messaging/outbox';
import { identityTaken } from './create-association';
import { sendSignupCode } from './signup-code';

export interface SignUpDeps {
  db: Db;
  secret: string;
  outbox: Outbox;
  captcha: CaptchaVerifier;
}

/**
 * "Cadastrar" on /gestao/cadastro: the form judged, the captcha checked, the CNPJ and the e-mail
 * still free; the sign-up is kept (password hashed) and a 6-digit code e-mailed. Nothing exists
 * on Quita until the code comes back.
 */
export async function startAssociationSignUp(
  deps: SignUpDeps,
  body: AssociationSignUpBody,
  ip?: string,
): Promise<Outcome<AssociationSignUpStarted>> {
  const checked = checkAssociationSignUp(body);
  if (!checked.ok) return checked;
  if (!(await deps.captcha.verify(body.captcha, ip))) return failed(COMMON_MSG.captchaRequired);
  const form = checked.value;
  const taken = await identityTaken(deps.db, form.cnpj, form.email);
  if (taken.cnpj) return failed(ASSOCIATION_MSG.cnpjTaken, 409);
  if (taken.email) return failed(ASSOCIATION_MSG.emailTaken, 409);
  const [row] = await deps.db
    .insert(associationSignups)
    .values({
      cnpj: form.cnpj,
      legalName: form.legalName,
      displayName: form.displayName,
      city: form.city,
      uf: form.uf,
      personName: form.name,
      email: form.email,
      passwordHash: await hashSecret(form.password),
    })
    .returning({ id: associationSignups.id });
  const sent = await sendSignupCode(deps, { id: row!.id, email: form.email });
  if (!sent.ok) return sent;
  return succeeded({ signupId: row!.id, sentTo: sent.value });
}
