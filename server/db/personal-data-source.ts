import { eq, getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A file the member gave us (a document, the photo), written into the export beside the JSON. */
export interface HeldFile {
  path: string;
  content: Uint8Array;
}

/** What the export holds of one table: its rows as JSON (no bytes) and the files among them. */
export interface HeldRows {
  rows: Record<string, unknown>[];
  files: HeldFile[];
}

/** What one erasure knows and gathers while each source erases its part, in one transaction. */
export interface ErasureContext {
  now: Date;
  /** The member's name, CPF and contacts as they were, read before anything is erased. */
  before: { name: string; cpf: string; email: string | null; mobile: string | null };
  /**
   * Staff kept what collects the overdue items (LGPD art. 16, II): those items stay open and
   * the tombstone keeps the name and CPF that collecting them needs.
   */
  keepForCollection: boolean;
  /** Files of the upload store (disk or S3) to delete once the transaction is committed. */
  uploadIds: string[];
}

/**
 * How a source answers "Excluir minha conta" (LGPD art. 18, VI): it erases its part (`erase`,
 * with `keeps` saying what of it the law keeps), or it keeps everything and says why
 * (`keptBecause`). tests/server/privacy/data-held.test.ts checks every source says one.
 */
export type Erasure =
  | { erase(tx: Db, memberId: number, context: ErasureContext): Promise<void>; keeps?: string }
  | { keptBecause: string };

/**
 * One table that holds a member's personal data, registered by the area that owns it
 * (server/personal-data-sources.ts lists them all): what "Baixar meus dados" exports of it, and
 * what an erasure does to it.
 */
export interface PersonalDataSource {
  /** The export's name for it (a key of dados.json). */
  section: string;
  /** The SQL name of the table: tests/server/privacy/data-held.test.ts checks every table is named. */
  table: string;
  heldOf(db: Db, memberId: number): Promise<HeldRows>;
  erasure: Erasure;
}

const isBytes = (value: unknown): value is Uint8Array => value instanceof Uint8Array;

/** Bytes leave the JSON for a file of their own; the row names the file. */
export function splitFiles(section: string, rows: Record<string, unknown>[]): HeldRows {
  const files: HeldFile[] = [];
  const plain = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        if (!isBytes(value)) return [key, value];
        const name = typeof row.fileName === 'string' ? row.fileName : key;
        const path = `arquivos/${section}/${String(row.id ?? 'registro')}-${name}`;
        files.push({ path, content: value });
        return [key, path];
      }),
    ),
  );
  return { rows: plain, files };
}

/**
 * Every row of a table whose `memberId` is the member's, without the columns that are secrets or
 * our own bookkeeping (`withheld`: password and PIN hashes, tokens, counters).
 */
export function memberRows<T extends PgTable & { memberId: Column }>(
  section: string,
  table: T,
  erasure: Erasure,
  withheld: readonly (keyof T['_']['columns'])[] = [],
): PersonalDataSource {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !withheld.includes(key)),
  ) as SelectedFields;
  return {
    section,
    table: getTableName(table),
    async heldOf(db, memberId) {
      const rows = (await db
        .select(columns)
        .from(table as PgTable)
        .where(eq(table.memberId, memberId))) as Record<string, unknown>[];
      return splitFiles(section, rows);
    },
    erasure,
  };
}

/** The erasure of a table whose rows are the member's only: they are deleted. */
export function deleteRowsOf(table: PgTable & { memberId: Column }): Erasure {
  return {
    async erase(tx, memberId) {
      await tx.delete(table).where(eq(table.memberId, memberId));
    },
  };
}
