CREATE TABLE "sign_in_failures" (
	"key" text COLLATE "C" NOT NULL,
	"at" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_at" ON "sign_in_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_at" ON "sign_in_failures" USING btree ("at");