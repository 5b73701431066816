CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"description" text,
	"cep" text NOT NULL,
	"street_type" text,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_mime" text NOT NULL,
	"image" "bytea" NOT NULL,
	"link" text,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"gateway_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"project_id" integer,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount_centavos" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"public_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_flow_items_public_ref_unique" UNIQUE("public_ref")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"institution" text,
	"course" text,
	"graduation_year" smallint,
	"residency" text,
	"residency_institution" text,
	"residency_end_year" smallint,
	"postgraduate" text
);
--> statement-breakpoint
CREATE TABLE "issuer_categories" (
	"issuer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"annuity_centavos" integer NOT NULL,
	"annuity_promo_centavos" integer,
	CONSTRAINT "issuer_categories_issuer_id_category_id_pk" PRIMARY KEY("issuer_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "issuers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT 'SAO PAULO' NOT NULL,
	"logo_mime" text,
	"logo" "bytea",
	"qr_secret" text DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"presentation_name" text,
	"cpf" text NOT NULL,
	"email" text,
	"mobile" text,
	"password_hash" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"birth_date" date,
	"sex" text,
	"crm" text,
	"crm_uf" text,
	"rqe" text,
	"facebook" text,
	"instagram" text,
	"x" text,
	"linkedin" text,
	"lattes" text,
	"photo_mime" text,
	"photo" "bytea",
	"pin_hash" text,
	"pin_failures" smallint DEFAULT 0 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"category_since" date DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_prices" (
	"project_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	CONSTRAINT "project_prices_project_id_category_id_pk" PRIMARY KEY("project_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"hash" text NOT NULL,
	"description" text NOT NULL,
	"detailed_html" text,
	"image_mime" text,
	"image" "bytea",
	"ends_at" timestamp with time zone,
	"in_store" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer,
	"name" text NOT NULL,
	"rqe" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_centavos" integer NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"card_id" integer,
	"pix_payload" text,
	"pix_expires_at" timestamp with time zone,
	"boleto_barcode" text,
	"boleto_due_date" date,
	"access_hash" text NOT NULL,
	"failure_message" text,
	"idempotency_key" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_gateway_id_unique" UNIQUE("gateway_id"),
	CONSTRAINT "transactions_access_hash_unique" UNIQUE("access_hash"),
	CONSTRAINT "transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD CONSTRAINT "cash_flow_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD CONSTRAINT "cash_flow_items_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD CONSTRAINT "cash_flow_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_categories" ADD CONSTRAINT "issuer_categories_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_categories" ADD CONSTRAINT "issuer_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_prices" ADD CONSTRAINT "project_prices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_prices" ADD CONSTRAINT "project_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_item_id_cash_flow_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cash_flow_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "cards_member_idx" ON "cards" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_one_main_per_member" ON "cards" USING btree ("member_id") WHERE "cards"."main";--> statement-breakpoint
CREATE INDEX "cash_flow_items_member_due_idx" ON "cash_flow_items" USING btree ("member_id","due_at");--> statement-breakpoint
CREATE INDEX "cash_flow_items_member_pending_idx" ON "cash_flow_items" USING btree ("member_id","due_at") WHERE "cash_flow_items"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "documents_member_idx" ON "documents" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_cpf_key" ON "members" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_key" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_member_issuer_key" ON "memberships" USING btree ("member_id","issuer_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_recipient_idx" ON "outbound_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "specialties_member_idx" ON "specialties" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "transactions_item_idx" ON "transactions" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_success_per_item" ON "transactions" USING btree ("item_id") WHERE "transactions"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "verification_codes_member_purpose_idx" ON "verification_codes" USING btree ("member_id","purpose","created_at");