import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffProfile, StaffRole } from '../../domain/contract/gestao-session';
import { verifySecret } from '../auth/passwords';
import type { Db } from '../db/client';
import { associations, staff } from '../db/schema';

export interface StaffSession {
  id: number;
  associationId: number;
  role: StaffRole;
}

const profileColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  associationId: staff.associationId,
  associationName: associations.name,
  passwordHash: staff.passwordHash,
  tokenVersion: staff.tokenVersion,
};

const selectStaff = (db: Db) =>
  db
    .select(profileColumns)
    .from(staff)
    .innerJoin(associations, eq(associations.id, staff.associationId))
    .$dynamic();

interface StaffRow extends Omit<StaffProfile, 'role'> {
  role: string;
  passwordHash: string | null;
  tokenVersion: number;
}

const toProfile = ({ id, name, email, role, associationId, associationName }: StaffRow): StaffProfile => ({
  id,
  name,
  email,
  role: role as StaffRole,
  associationId,
  associationName,
});

export type StaffLogin = { ok: true; profile: StaffProfile; tokenVersion: number } | { ok: false };

// Checked for unknown e-mails too, so that timing does not tell who is staff.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$KxOUNLMB6fCdr8dM5a3Cw6Rzql1x9Zt9b4zvFlE5n9Y';

export async function checkStaffLogin(db: Db, email: string, password: string): Promise<StaffLogin> {
  const [row] = await selectStaff(db).where(
    and(isNull(staff.removedAt), eq(staff.email, email.trim().toLowerCase())),
  );
  const ok = await verifySecret(row?.passwordHash ?? DUMMY_HASH, password);
  if (!row || !row.passwordHash || !ok) return { ok: false };
  return { ok: true, profile: toProfile(row), tokenVersion: row.tokenVersion };
}

/** The staff member a token names, when the account still exists at that token version. */
export async function findStaffSession(
  db: Db,
  staffId: number,
  tokenVersion: number,
): Promise<(StaffSession & { profile: StaffProfile }) | null> {
  const [row] = await selectStaff(db).where(and(isNull(staff.removedAt), eq(staff.id, staffId)));
  if (!row || !row.passwordHash || row.tokenVersion !== tokenVersion) return null;
  const profile = toProfile(row);
  return { id: row.id, associationId: row.associationId, role: profile.role, profile };
}

/** Ends every session of the staff member (logout, role change, removal). */
export async function revokeStaffSessions(db: Db, staffId: number): Promise<void> {
  await db
    .update(staff)
    .set({ tokenVersion: sql`${staff.tokenVersion} + 1` })
    .where(eq(staff.id, staffId));
}
