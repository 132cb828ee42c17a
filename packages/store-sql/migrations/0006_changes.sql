CREATE TABLE "changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" text COLLATE "C" NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "changes_at" ON "changes" USING btree ("at");