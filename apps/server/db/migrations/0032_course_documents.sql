CREATE TABLE "course_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_periods" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "course_periods" ADD COLUMN "preview_pages" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_documents" ADD CONSTRAINT "course_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_documents_owner" ON "course_documents" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "course_periods" ADD CONSTRAINT "course_periods_document_id_course_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."course_documents"("id") ON DELETE set null ON UPDATE no action;