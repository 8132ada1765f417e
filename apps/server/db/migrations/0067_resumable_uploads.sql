CREATE TABLE "resumable_uploads" (
	"store" varchar(40) NOT NULL,
	"id" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumable_uploads_store_id_pk" PRIMARY KEY("store","id")
);
--> statement-breakpoint
CREATE INDEX "resumable_uploads_created" ON "resumable_uploads" USING btree ("store","created_at");