ALTER TABLE "meetings" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "meetings_search" ON "meetings" USING gin ("search_vector");