CREATE TABLE "live_origins" (
	"channel" varchar(24) PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"url" varchar(300) NOT NULL,
	"status" varchar(12) DEFAULT 'live' NOT NULL,
	"audio" boolean DEFAULT false NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"kbps" integer DEFAULT 0 NOT NULL,
	"hls" boolean DEFAULT false NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
