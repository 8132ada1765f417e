CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"category_name" varchar(20) NOT NULL,
	"category_name_en" varchar(40) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"title" varchar(100) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"cover" varchar(500) DEFAULT '' NOT NULL,
	"source" varchar(50) DEFAULT '' NOT NULL,
	"author" varchar(30) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"recommend_sort" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_articles" ADD CONSTRAINT "info_articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_categories_zone" ON "article_categories" USING btree ("zone_id","sort");--> statement-breakpoint
CREATE INDEX "info_articles_category" ON "info_articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "info_articles_published" ON "info_articles" USING btree ("status","published_at");