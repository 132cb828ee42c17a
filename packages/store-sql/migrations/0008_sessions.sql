CREATE TABLE "sessions" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{userId}')) STORED NOT NULL,
	"last_seen_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{lastSeenAt}')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_last_seen" ON "sessions" USING btree ("last_seen_at");