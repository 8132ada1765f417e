CREATE TABLE "registration_type_places" (
	"type_id" integer PRIMARY KEY NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL
);
