ALTER TABLE "parcel_events" ADD COLUMN "day" text COLLATE "C" GENERATED ALWAYS AS (tr_day((doc #>> '{at}'))) STORED;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "payment_mode" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{paymentMode}')) STORED;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cod_amount" numeric GENERATED ALWAYS AS ((doc #>> '{codAmount}')::numeric) STORED;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "created_day" text COLLATE "C" GENERATED ALWAYS AS (tr_day((doc #>> '{createdAt}'))) STORED;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "delivered_day" text COLLATE "C" GENERATED ALWAYS AS (tr_day((doc #>> '{deliveredAt}'))) STORED;--> statement-breakpoint
CREATE INDEX "parcel_events_at_type_day" ON "parcel_events" USING btree ("at","type","day","office_id");--> statement-breakpoint
CREATE INDEX "parcels_cod" ON "parcels" USING btree ("payment_mode","cod_status","destination_office_id");