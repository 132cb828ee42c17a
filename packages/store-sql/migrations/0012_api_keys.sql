CREATE TABLE "api_keys" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hash" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{hash}')) STORED NOT NULL,
	"customer_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{customerId}')) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash" ON "api_keys" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "api_keys_customer" ON "api_keys" USING btree ("customer_id","id");