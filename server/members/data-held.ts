import { eq, getTableColumns } from 'drizzle-orm';
import { deleteRowsOf, memberRows, splitFiles, type PersonalDataSource } from '../db/personal-data-source';
import {
  addresses,
  auditLog,
  contactChanges,
  documents,
  education,
  memberSessions,
  memberSignIns,
  members,
  memberships,
  pushSubscriptions,
  specialties,
  verificationCodes,
} from '../db/schema';
import { endMemberships, eraseDocuments, eraseProfile } from './erase-profile';

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
  erasure: eraseProfile,
};

/** What the member's account and profile hold (Perfil, sign-in, contacts, their own actions). */
export const MEMBER_DATA: PersonalDataSource[] = [
  profileSource,
  memberRows('enderecos', addresses, deleteRowsOf(addresses)),
  memberRows('formacao', education, deleteRowsOf(education)),
  memberRows('especialidades', specialties, deleteRowsOf(specialties)),
  memberRows('documentos', documents, eraseDocuments),
  memberRows('associacoes', memberships, endMemberships),
  memberRows('sessoes', memberSessions, deleteRowsOf(memberSessions), ['id']),
  memberRows('entradas', memberSignIns, deleteRowsOf(memberSignIns)),
  memberRows('trocasDeContato', contactChanges, deleteRowsOf(contactChanges)),
  memberRows('codigosEnviados', verificationCodes, deleteRowsOf(verificationCodes), ['codeHash']),
  memberRows('dispositivosNotificacao', pushSubscriptions, deleteRowsOf(pushSubscriptions), [
    'endpoint',
    'p256dh',
    'auth',
  ]),
  memberRows('acoesRegistradas', auditLog, {
    keptBecause:
      'Registro das operações feitas na conta (LGPD art. 37): prova do que foi feito e por quem; não guarda contatos nem documentos.',
  }),
];
