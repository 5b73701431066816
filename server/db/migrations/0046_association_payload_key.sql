-- The code calls the association `association` (no longer `issuer`); a document's frozen payload
-- says so too, so /verificar and the PDFs read documents issued before the rename.
UPDATE "issued_documents" SET "payload" = ("payload" - 'issuer') || jsonb_build_object('association', "payload"->'issuer') WHERE "payload" ? 'issuer';--> statement-breakpoint
UPDATE "assembly_documents" SET "payload" = ("payload" - 'issuer') || jsonb_build_object('association', "payload"->'issuer') WHERE "payload" ? 'issuer';
