import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DocumentField } from '../../domain/contract/documents';
import { CODE_ALPHABET, CODE_LENGTH } from '../../domain/verification-code';
import type { Db } from '../db/client';
import { associations } from '../db/schema';
import { assemblyDocuments } from '../db/schema-assemblies';

export type AssemblyDocumentKind = 'edital' | 'ata';

/** What an assembly's document states, frozen when issued: the PDF and /verificar read it. */
export interface AssemblyDocumentPayload {
  title: string;
  association: { name: string; cnpj: string | null };
  assemblyTitle: string;
  fields: DocumentField[];
  /** Headed blocks of lines: the agenda, the results, who voted. */
  sections: { heading: string; lines: string[] }[];
}

export interface AssemblyDocument {
  id: number;
  assemblyId: number;
  kind: AssemblyDocumentKind;
  code: string;
  payload: AssemblyDocumentPayload;
  issuedAt: Date;
}

/** 75 random bits, as the other documents' codes (each character uniform: 256 is a multiple of 32). */
const newCode = () => [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b % 32]).join('');

export async function associationOnDocument(db: Db, associationId: number) {
  const [row] = await db
    .select({ name: associations.name, cnpj: associations.cnpj })
    .from(associations)
    .where(eq(associations.id, associationId));
  return { name: row?.name ?? '', cnpj: row?.cnpj ?? null };
}

const toDocument = (row: typeof assemblyDocuments.$inferSelect): AssemblyDocument => ({
  ...row,
  payload: row.payload as AssemblyDocumentPayload,
});

/** Records the assembly's notice or minutes once (a second call finds the first). */
export async function issueAssemblyDocument(
  db: Db,
  assemblyId: number,
  kind: AssemblyDocumentKind,
  payload: AssemblyDocumentPayload,
  now = new Date(),
): Promise<AssemblyDocument> {
  for (;;) {
    const [row] = await db
      .insert(assemblyDocuments)
      .values({ assemblyId, kind, code: newCode(), payload, issuedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) return toDocument(row);
    const existing = await findAssemblyDocument(db, assemblyId, kind);
    if (existing) return existing;
    // Only a code collision (1 in 2^75) is left: draw again.
  }
}

export async function findAssemblyDocument(
  db: Db,
  assemblyId: number,
  kind: AssemblyDocumentKind,
): Promise<AssemblyDocument | undefined> {
  const [row] = await db
    .select()
    .from(assemblyDocuments)
    .where(and(eq(assemblyDocuments.assemblyId, assemblyId), eq(assemblyDocuments.kind, kind)));
  return row ? toDocument(row) : undefined;
}

export async function findAssemblyDocumentByCode(
  db: Db,
  code: string,
): Promise<AssemblyDocument | undefined> {
  const [row] = await db.select().from(assemblyDocuments).where(eq(assemblyDocuments.code, code));
  return row ? toDocument(row) : undefined;
}
