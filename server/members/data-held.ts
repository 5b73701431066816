import { eq, getTableColumns } from 'drizzle-orm';
import { memberRows, splitFiles, type PersonalDataSource } from '../db/personal-data-source';
import {
  addresses,
  auditLog,
  contactChanges,
  documents,
  education,
  memberSessions,
  members,
  memberships,
  pushSubscriptions,
  specialties,
  verificationCodes,
} from '../db/schema';

const {
  passwordHash: _password,
  pinHash: _pin,
  pinFailures: _failures,
  tokenVersion: _version,
  ...profile
} = getTableColumns(members);

/** The member's own row: everything but the password and PIN hashes and the session counters. */
const profileSource: PersonalDataSource = {
  section: 'perfil',
  table: 'members',
  async heldOf(db, memberId) {
    return splitFiles('perfil', await db.select(profile).from(members).where(eq(members.id, memberId)));
  },
};

/** What the member's account and profile hold (Perfil, sign-in, contacts, their own actions). */
export const MEMBER_DATA: PersonalDataSource[] = [
  profileSource,
  memberRows('enderecos', addresses),
  memberRows('formacao', education),
  memberRows('especialidades', specialties),
  memberRows('documentos', documents),
  memberRows('associacoes', memberships),
  memberRows('sessoes', memberSessions, ['id']),
  memberRows('trocasDeContato', contactChanges),
  memberRows('codigosEnviados', verificationCodes, ['codeHash']),
  memberRows('dispositivosNotificacao', pushSubscriptions, ['endpoint', 'p256dh', 'auth']),
  memberRows('acoesRegistradas', auditLog),
];
