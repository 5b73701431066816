import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as activities from '../../../server/db/schema-activities';
import * as assemblies from '../../../server/db/schema-assemblies';
import * as congress from '../../../server/db/schema-congress';
import * as health from '../../../server/db/schema-health';
import * as invoices from '../../../server/db/schema-invoices';
import * as privacy from '../../../server/db/schema-privacy';
import * as refunds from '../../../server/db/schema-refunds';
import * as core from '../../../server/db/schema';
import * as privacyLog from '../../../server/db/schema-privacy-log';
import * as recurring from '../../../server/db/schema-recurring';
import * as settlement from '../../../server/db/schema-settlement';
import * as whatsapp from '../../../server/db/schema-whatsapp';
import { NOT_PERSONAL, PERSONAL_DATA } from '../../../server/personal-data-sources';

/** Every server/db/schema*.ts (drizzle.config.ts reads them all). */
const SCHEMA_MODULES = [
  core,
  activities,
  assemblies,
  congress,
  health,
  invoices,
  privacyLog,
  privacy,
  recurring,
  refunds,
  settlement,
  whatsapp,
];

const schemaTables = () =>
  SCHEMA_MODULES.flatMap((module) => Object.values(module))
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));

/** Every table of the schema that names a member: a member_id column or a key to members. */
function tablesNamingAMember(): string[] {
  return schemaTables()
    .filter(
      (config) =>
        config.name === 'members' ||
        config.columns.some((column) => column.name === 'member_id') ||
        config.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'members'),
    )
    .map((config) => config.name);
}

/**
 * Every table with a CPF column (cpf, cpf_cnpj…): it finds a person by their CPF without naming a
 * member (asaas_customers), so the check above cannot see it.
 */
function tablesKeyedByACpf(): string[] {
  return schemaTables()
    .filter((config) => config.columns.some((column) => /(^|_)cpf(_|$)/.test(column.name)))
    .map((config) => config.name);
}

describe('what holds personal data is a list each area registers (LGPD art. 37)', () => {
  it('every table that names a member is exported, or says why it holds nothing of theirs', () => {
    const registered = new Set([...PERSONAL_DATA.map((s) => s.table), ...Object.keys(NOT_PERSONAL)]);
    expect(tablesNamingAMember().filter((table) => !registered.has(table))).toEqual([]);
  });

  it('every table holding a CPF is exported too, or says why it holds nothing of a member', () => {
    const registered = new Set([...PERSONAL_DATA.map((s) => s.table), ...Object.keys(NOT_PERSONAL)]);
    expect(tablesKeyedByACpf()).toContain('asaas_customers');
    expect(tablesKeyedByACpf().filter((table) => !registered.has(table))).toEqual([]);
  });

  it('every source erases its part of an account, or says why the law keeps it (LGPD art. 16)', () => {
    const silent = PERSONAL_DATA.filter(
      ({ erasure }) => !('erase' in erasure) && !('keptBecause' in erasure && erasure.keptBecause.trim()),
    );
    expect(silent.map((s) => s.section)).toEqual([]);
  });

  it('names each section once', () => {
    const sections = PERSONAL_DATA.map((s) => s.section);
    expect(sections.filter((s, i) => sections.indexOf(s) !== i)).toEqual([]);
  });

  it('registers no table that does not exist', () => {
    const tables = new Set(schemaTables().map((config) => config.name));
    expect(PERSONAL_DATA.map((s) => s.table).filter((t) => !tables.has(t))).toEqual([]);
  });
});
