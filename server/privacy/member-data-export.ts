import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../db/client';
import type { HeldFile, PersonalDataSource } from '../db/personal-data-source';
import type { UploadStore } from '../uploads/upload-store';
import { SUMMARY_TEXT } from '../../domain/privacy-messages';
import { memberSummary } from './member-summary';
import { memberSummaryPdf } from './member-summary-pdf';

export interface ExportDeps {
  db: Db;
  uploadStore: Pick<UploadStore, 'open'>;
  sources: readonly PersonalDataSource[];
}

/** Columns that name a file kept in the upload store (on disk or S3): the file goes in the ZIP. */
const UPLOAD_COLUMNS = ['uploadId', 'proofUploadId'] as const;

async function readUpload(store: ExportDeps['uploadStore'], id: string): Promise<Uint8Array | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await store.open(id)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  } catch {
    // A file already removed (an abandoned application's) is simply not there any more.
    return null;
  }
}

async function uploadedFiles(deps: ExportDeps, section: string, rows: Record<string, unknown>[]) {
  const files: HeldFile[] = [];
  for (const row of rows) {
    for (const column of UPLOAD_COLUMNS) {
      const id = row[column];
      if (typeof id !== 'string') continue;
      const content = await readUpload(deps.uploadStore, id);
      const name = typeof row.fileName === 'string' ? row.fileName : column;
      if (content) files.push({ path: `arquivos/${section}/${String(row.id ?? id)}-${name}`, content });
    }
  }
  return files;
}

/**
 * "Baixar meus dados" (LGPD art. 18, II and V): everything the registered sources hold of one
 * member, as a ZIP of dados.json, resumo.pdf (the same, readable) and the files they gave us.
 * Only rows of `memberId` are read.
 */
export async function memberDataExport(deps: ExportDeps, memberId: number, now: Date): Promise<Uint8Array> {
  const sections: Record<string, Record<string, unknown>[]> = {};
  const zip: Zippable = {};
  for (const source of deps.sources) {
    const held = await source.heldOf(deps.db, memberId);
    sections[source.section] = held.rows;
    for (const file of [...held.files, ...(await uploadedFiles(deps, source.section, held.rows))]) {
      zip[file.path] = file.content;
    }
  }
  const data = { geradoEm: now.toISOString(), titular: memberId, dados: sections };
  zip['dados.json'] = strToU8(JSON.stringify(data, null, 2));
  zip[SUMMARY_TEXT.fileName] = await memberSummaryPdf(await memberSummary(deps.db, memberId), now);
  return zipSync(zip);
}
