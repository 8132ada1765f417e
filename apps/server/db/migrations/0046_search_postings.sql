CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"score" real NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"ref_id" integer NOT NULL,
	"kind" smallint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_postings_rank" ON "search_postings" USING btree ("word","score" DESC NULLS LAST,"published_at" DESC NULLS LAST,"ref_id" DESC NULLS LAST,"kind");--> statement-breakpoint
CREATE INDEX "search_postings_document" ON "search_postings" USING btree ("ref_id","kind");--> statement-breakpoint
-- The documents already indexed get their postings: a one-word query's ts_rank is exactly the score.
INSERT INTO "search_postings" ("word", "score", "published_at", "ref_id", "kind")
SELECT w.lexeme, ts_rank(d.words, quote_literal(w.lexeme)::tsquery), d.published_at, d.ref_id, d.kind
FROM "search_documents" d, unnest(d.words) AS w;
