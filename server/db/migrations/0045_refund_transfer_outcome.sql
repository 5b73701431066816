ALTER TABLE "refund_transfers" DROP CONSTRAINT "refund_transfers_key_only_while_owed";--> statement-breakpoint
ALTER TABLE "refund_transfers" DROP CONSTRAINT "refund_transfers_sent_has_id";--> statement-breakpoint
-- Rows from before this change kept no key once the PSP took the transfer: nothing could redo
-- them, so they are taken as done.
UPDATE "refund_transfers" SET "status" = 'done' WHERE "status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_transfers_psp_transfer_idx" ON "refund_transfers" USING btree ("psp_transfer_id");--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_key_only_while_owed" CHECK (("refund_transfers"."status" in ('sent', 'to-return')) = ("refund_transfers"."key_sealed" is not null));--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_sent_has_id" CHECK ("refund_transfers"."status" not in ('sent', 'done') or "refund_transfers"."psp_transfer_id" is not null);