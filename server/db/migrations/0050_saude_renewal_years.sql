CREATE TABLE "health_renewal_years" (
	"association_id" integer NOT NULL,
	"year" integer NOT NULL,
	"category_key" integer NOT NULL,
	"version" bigint NOT NULL,
	"cohorts" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_renewal_years_association_id_year_category_key_pk" PRIMARY KEY("association_id","year","category_key")
);
--> statement-breakpoint
ALTER TABLE "health_renewal_years" ADD CONSTRAINT "health_renewal_years_association_id_issuers_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;