CREATE TABLE "booking_charities" (
	"booking_id" integer NOT NULL,
	"charity_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "booking_charities_pkey" PRIMARY KEY("booking_id","charity_id"),
	CONSTRAINT "booking_charities_booking_position_key" UNIQUE("booking_id","position"),
	CONSTRAINT "booking_charities_position_not_negative" CHECK ("booking_charities"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_charities" ADD CONSTRAINT "booking_charities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charities" ADD CONSTRAINT "booking_charities_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE no action ON UPDATE no action;