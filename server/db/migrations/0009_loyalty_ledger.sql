CREATE TABLE "loyalty_ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"on" date NOT NULL,
	"reservation" text,
	"depart" date,
	"expires_on" date,
	"lot" uuid,
	"returns" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_entries_kind_values" CHECK ("loyalty_ledger_entries"."kind" in ('sign_up', 'earned', 'redemption_returned', 'redeemed', 'earn_reversed', 'expired')),
	CONSTRAINT "loyalty_ledger_entries_sign" CHECK (("loyalty_ledger_entries"."kind" in ('sign_up', 'earned', 'redemption_returned') and "loyalty_ledger_entries"."points" > 0 and "loyalty_ledger_entries"."expires_on" is not null) or ("loyalty_ledger_entries"."kind" in ('redeemed', 'earn_reversed', 'expired') and "loyalty_ledger_entries"."points" < 0 and "loyalty_ledger_entries"."expires_on" is null)),
	CONSTRAINT "loyalty_ledger_entries_lot_named" CHECK (("loyalty_ledger_entries"."kind" in ('expired', 'earn_reversed')) = ("loyalty_ledger_entries"."lot" is not null)),
	CONSTRAINT "loyalty_ledger_entries_return_named" CHECK (("loyalty_ledger_entries"."kind" = 'redemption_returned') = ("loyalty_ledger_entries"."returns" is not null))
);
--> statement-breakpoint
ALTER TABLE "loyalty_ledger_entries" ADD CONSTRAINT "loyalty_ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_entries_account_seq" ON "loyalty_ledger_entries" USING btree ("account_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_entries_one_expiry_per_lot" ON "loyalty_ledger_entries" USING btree ("lot") WHERE "loyalty_ledger_entries"."kind" = 'expired';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_entries_one_reversal_per_lot" ON "loyalty_ledger_entries" USING btree ("lot") WHERE "loyalty_ledger_entries"."kind" = 'earn_reversed';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_entries_one_return_per_redemption" ON "loyalty_ledger_entries" USING btree ("returns") WHERE "loyalty_ledger_entries"."kind" = 'redemption_returned';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_entries_one_redemption_per_stay" ON "loyalty_ledger_entries" USING btree ("account_id","reservation") WHERE "loyalty_ledger_entries"."kind" = 'redeemed';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_entries_one_earn_per_stay" ON "loyalty_ledger_entries" USING btree ("account_id","reservation") WHERE "loyalty_ledger_entries"."kind" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_entries_one_sign_up" ON "loyalty_ledger_entries" USING btree ("account_id") WHERE "loyalty_ledger_entries"."kind" = 'sign_up';