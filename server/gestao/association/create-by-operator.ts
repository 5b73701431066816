import { checkAssociationIdentity, isEmail } from '../../../domain/association-form';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import type { Outbox, OutboundMessage } from '../../messaging/outbox';
import { resendInvite } from '../team/resend-invite';
import { identityTaken, insertAssociation, insertGestor } from './create-association';

export interface OperatorRequest {
  cnpj: string;
  /** Razão social; it is also the display name until the gestor changes it. */
  legalName: string;
  gestorEmail: string;
  city?: string;
  uf?: string;
}

const INVITE_PATH = '/gestao/convite/';

/** The outbox that also keeps the invitation's link, for the operator's terminal. */
function keepingLink(outbox: Outbox, publicUrl: string) {
  let link: string | undefined;
  const start = `${publicUrl}${INVITE_PATH}`;
  return {
    outbox: {
      async send(message: OutboundMessage) {
        link ??= message.body.split(/\s/).find((word) => word.startsWith(start));
        await outbox.send(message);
      },
    } satisfies Outbox,
    link: () => link,
  };
}

/**
 * `npm run associacao`: an association created by Quita's operator (when /gestao/cadastro is
 * closed), and its first gestor invited through Equipe's own invitation (a 7-day link, e-mailed
 * too); answers the link. The gestor's name is the e-mail's until they change it.
 */
export async function createAssociationByOperator(
  db: Db,
  mail: { outbox: Outbox; publicUrl: string },
  request: OperatorRequest,
): Promise<Outcome<{ associationId: number; inviteLink: string }>> {
  const identity = checkAssociationIdentity({
    cnpj: request.cnpj,
    legalName: request.legalName,
    displayName: request.legalName,
    city: request.city ?? 'SAO PAULO',
    uf: request.uf ?? 'SP',
  });
  if (!identity.ok) return identity;
  const email = request.gestorEmail.trim().toLowerCase();
  if (!isEmail(email)) return failed(ASSOCIATION_MSG.emailInvalid);
  const taken = await identityTaken(db, identity.value.cnpj, email);
  if (taken.cnpj) return failed(ASSOCIATION_MSG.cnpjTaken, 409);
  if (taken.email) return failed(ASSOCIATION_MSG.emailTaken, 409);

  const { associationId, staffId } = await db.transaction(async (tx) => {
    const associationId = await insertAssociation(tx, identity.value);
    const name = email.split('@')[0]!;
    return {
      associationId,
      staffId: await insertGestor(tx, associationId, { name, email, passwordHash: null }),
    };
  });
  const keeping = keepingLink(mail.outbox, mail.publicUrl);
  const gestor = { id: staffId, associationId, role: 'gestor' as const };
  // A gestor without a password or a link is an invitation to send: Equipe's "Reenviar convite".
  const invited = await resendInvite(
    db,
    { outbox: keeping.outbox, publicUrl: mail.publicUrl },
    gestor,
    staffId,
  );
  const inviteLink = keeping.link();
  if (!invited.ok || !inviteLink) return failed(invited.ok ? ASSOCIATION_MSG.signupUnknown : invited.message);
  return succeeded({ associationId, inviteLink });
}
