CREATE TABLE "readiness_probe" (
	"id" smallint PRIMARY KEY NOT NULL,
	"probed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "readiness_probe_one_row" CHECK ("readiness_probe"."id" = 1)
);
