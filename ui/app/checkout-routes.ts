import { GUEST_DETAILS_ROUTE, PAYMENT_DETAILS_ROUTE, PAYMENT_ROUTE, REVIEW_ROUTE, THANK_YOU_ROUTE } from "../../core/routes.ts"

/** The checkout steps (ui/checkout), each mounted by app.tsx on the checkout area's lazy chunk. */
export const CHECKOUT_ROUTES = [REVIEW_ROUTE, GUEST_DETAILS_ROUTE, PAYMENT_DETAILS_ROUTE, PAYMENT_ROUTE, THANK_YOU_ROUTE] as const
export type CheckoutRoute = (typeof CHECKOUT_ROUTES)[number]
