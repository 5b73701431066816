import { memberRows, type PersonalDataSource } from '../db/personal-data-source';
import { issuedDocuments } from '../db/schema';
import { eraseIssuedDocuments } from './erase-issued-documents';

/** Receipts, declarations, certificates and cards issued to the member, as they were issued. */
export const DOCUMENT_DATA: PersonalDataSource[] = [
  memberRows('documentosEmitidos', issuedDocuments, eraseIssuedDocuments),
];
