CREATE TABLE "file_blobs" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{ownerId}')) STORED,
	"folder_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{folderId}')) STORED
);
--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_id","folder_id");--> statement-breakpoint
CREATE INDEX "files_folder" ON "files" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "files_shared_with" ON "files" USING gin ((doc -> 'sharedWith'));