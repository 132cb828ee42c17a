CREATE TABLE "webhook_deliveries" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"endpoint_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{endpointId}')) STORED NOT NULL,
	"parcel_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{parcelId}')) STORED NOT NULL,
	"status" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{status}')) STORED NOT NULL,
	"next_attempt_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{nextAttemptAt}')) STORED,
	"created_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{createdAt}')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{customerId}')) STORED NOT NULL,
	"enabled" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{enabled}')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_parcel" ON "webhook_deliveries" USING btree ("endpoint_id","parcel_id","status");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhooks_customer" ON "webhooks" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "webhooks_enabled" ON "webhooks" USING btree ("enabled");