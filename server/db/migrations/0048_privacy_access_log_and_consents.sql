CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"consent_text" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_record_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"staff_role" text NOT NULL,
	"part" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_record_views" ADD CONSTRAINT "member_record_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_record_views" ADD CONSTRAINT "member_record_views_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_record_views" ADD CONSTRAINT "member_record_views_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_open_uq" ON "consents" USING btree ("member_id","kind") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "member_record_views_member_idx" ON "member_record_views" USING btree ("member_id","viewed_at");--> statement-breakpoint
CREATE INDEX "member_record_views_issuer_member_idx" ON "member_record_views" USING btree ("issuer_id","member_id","viewed_at");--> statement-breakpoint
-- Terms accepted before consents were recorded: the acceptance's date with the only wording there was.
INSERT INTO "consents" ("member_id", "kind", "version", "consent_text", "given_at") SELECT "id", 'termos', '2025-1', 'Para oferecer o Quita, tratamos os seus dados pessoais (nome, CPF, contatos, dados profissionais e de pagamento) conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).

Usamos esses dados para identificar você, manter o seu vínculo com as associações, registrar e cobrar anuidades, contribuições e compras, e enviar comprovantes e códigos de segurança.

Os dados do seu cartão são guardados pela operadora de pagamentos; nós mantemos apenas a bandeira, os quatro últimos dígitos e a validade. Seus dados são compartilhados somente com as associações às quais você está vinculado e com os parceiros necessários ao pagamento.

Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelos canais de atendimento da sua associação.', "terms_accepted_at" FROM "members" WHERE "terms_accepted_at" IS NOT NULL;