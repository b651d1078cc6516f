ALTER TABLE "auth_attempts" DROP CONSTRAINT "auth_attempts_action_values";--> statement-breakpoint
ALTER TABLE "auth_attempts" ALTER COLUMN "failed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_codes" ADD COLUMN "mobile_number" text;--> statement-breakpoint
ALTER TABLE "session_tokens" ADD COLUMN "successor" text;--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD CONSTRAINT "auth_attempts_action_values" CHECK ("auth_attempts"."action" in ('login', 'register', 'forgot_password', 'verify_otp', 'resend_otp', 'change_mobile'));