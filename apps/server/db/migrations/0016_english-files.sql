ALTER TABLE "meeting_accessories" ADD COLUMN "name_en" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_banners" ADD COLUMN "title_en" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_music" ADD COLUMN "name_en" varchar(200) DEFAULT '' NOT NULL;