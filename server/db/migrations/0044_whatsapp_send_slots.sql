CREATE TABLE "whatsapp_send_slots" (
	"phone_number_id" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
