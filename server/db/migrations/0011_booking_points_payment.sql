ALTER TABLE "bookings" ADD COLUMN "points_nights" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "points_covered_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_points_payment" CHECK ("bookings"."points_nights" >= 0 and "bookings"."points_redeemed" >= 0 and "bookings"."points_covered_cents" >= 0 and "bookings"."points_covered_cents" <= "bookings"."total_for_stay_cents");