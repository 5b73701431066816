import { eq } from 'drizzle-orm';
import {
  checkAssociationIdentity,
  checkPointsGoal,
  isEmail,
  isPhoneWithAreaCode,
} from '../../../domain/association-form';
import { ASSOCIATION_MSG } from '../../../domain/association-messages';
import { carriesWhiteText, normalizeHexColor } from '../../../domain/contrast';
import { normalizeCnpj } from '../../../domain/cnpj';
import type { AssociationData, AssociationUpdate } from '../../../domain/contract/gestao-association';
import { onlyDigits } from '../../../domain/digits';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { associations } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { dataColumns, toAssociationData } from './association-data';

type Changes = Pick<
  typeof associations.$inferInsert,
  | 'cnpj'
  | 'legalName'
  | 'name'
  | 'city'
  | 'uf'
  | 'contactEmail'
  | 'contactPhone'
  | 'primaryColor'
  | 'pointsGoal'
  | 'pointsYears'
  | 'pointsMaxPerYear'
>;

/** The goal of Pontos de atualização, when the form sent it (an older screen leaves it as it is). */
function pointsOf(body: AssociationUpdate): Outcome<Partial<Changes>> {
  if (body.pointsGoal === undefined && body.pointsYears === undefined && body.pointsMaxPerYear === undefined)
    return succeeded({});
  return checkPointsGoal({
    goal: body.pointsGoal ?? '',
    years: body.pointsYears ?? '',
    maxPerYear: body.pointsMaxPerYear ?? '',
  });
}

/** The form judged in its order; empty contact fields and colour mean "none". */
function judge(current: AssociationData, body: AssociationUpdate): Outcome<Changes> {
  const cnpjGiven = body.cnpj?.trim() ? normalizeCnpj(body.cnpj) : null;
  if (current.cnpj && cnpjGiven && cnpjGiven !== current.cnpj) return failed(ASSOCIATION_MSG.cnpjLocked);
  const identity = checkAssociationIdentity({
    cnpj: current.cnpj ?? cnpjGiven ?? '',
    legalName: body.legalName,
    displayName: body.displayName,
    city: body.city,
    uf: body.uf,
  });
  if (!identity.ok) return identity;
  const contactEmail = body.contactEmail.trim().toLowerCase() || null;
  if (contactEmail && !isEmail(contactEmail)) return failed(ASSOCIATION_MSG.contactEmailInvalid);
  const contactPhone = onlyDigits(body.contactPhone) || null;
  if (contactPhone && !isPhoneWithAreaCode(contactPhone)) return failed(ASSOCIATION_MSG.contactPhoneInvalid);
  const colorGiven = body.primaryColor.trim();
  const primaryColor = colorGiven ? normalizeHexColor(colorGiven) : null;
  if (colorGiven && !primaryColor) return failed(ASSOCIATION_MSG.colorInvalid);
  if (primaryColor && !carriesWhiteText(primaryColor)) return failed(ASSOCIATION_MSG.colorContrast);
  const points = pointsOf(body);
  if (!points.ok) return points;
  const { cnpj, legalName, displayName, city, uf } = identity.value;
  return succeeded({
    ...points.value,
    cnpj,
    legalName,
    name: displayName,
    city,
    uf,
    contactEmail,
    contactPhone,
    primaryColor,
  });
}

const auditView = ({ logoUrl: _logo, id: _id, ...rest }: AssociationData) => rest;

/** "Salvar" on Dados da associação (gestor): the caller's own association, audited before/after. */
export async function updateAssociation(
  db: Db,
  who: StaffSession,
  body: AssociationUpdate,
): Promise<Outcome<AssociationData>> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select(dataColumns)
        .from(associations)
        .where(eq(associations.id, who.associationId))
        .for('update');
      const before = toAssociationData(row!);
      const changes = judge(before, body);
      if (!changes.ok) return changes;
      const [updated] = await tx
        .update(associations)
        .set(changes.value)
        .where(eq(associations.id, who.associationId))
        .returning(dataColumns);
      const after = toAssociationData(updated!);
      await recordAudit(tx, who, {
        action: 'issuer.updated',
        entity: 'issuer',
        entityId: who.associationId,
        before: auditView(before),
        after: auditView(after),
      });
      return succeeded(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return failed(ASSOCIATION_MSG.cnpjTaken, 409);
    throw error;
  }
}
