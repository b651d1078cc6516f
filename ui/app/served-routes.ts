import { CALENDAR_ROUTE, HOME_ROUTE, HOTELS_ROUTE, ROOMS_ROUTE, TODAY_ROUTE } from "../../core/routes.ts"
import type { ServedRoutes } from "../kit/served-routes-context.tsx"
import { CHECKOUT_ROUTES } from "./checkout-routes.ts"
import { MANAGE_ROUTES } from "./manage-routes.ts"

/**
 * Every route this build serves, as react-router patterns: the one place to extend when a screen lands. AppLink
 * renders no link to any other internal path (hotel pages, special offers, account pages and manage booking are
 * not served yet), and the end-to-end link check fails on a rendered link outside this list.
 *
 * The booking pages join as they land, by their core route constants (core/routes.ts): HOTELS_ROUTE,
 * ROOMS_ROUTE, REVIEW_ROUTE, TODAY_ROUTE, …
 */
export const SERVED_ROUTES: ServedRoutes = [HOME_ROUTE, TODAY_ROUTE, HOTELS_ROUTE, CALENDAR_ROUTE, ROOMS_ROUTE, ...CHECKOUT_ROUTES, ...MANAGE_ROUTES]
