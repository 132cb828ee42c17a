CREATE TABLE "audit" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{at}')) STORED NOT NULL,
	"actor_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{actorId}')) STORED,
	"action" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{action}')) STORED NOT NULL,
	"record_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{recordId}')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_at" ON "audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_actor_at" ON "audit" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_action_at" ON "audit" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_record_at" ON "audit" USING btree ("record_id","at");