/** The links that open the auth modal (spec A §2), apart from its model so a page's first load carries only these. */

/** spec A §2: the query parameter of a reset link that opens Reset password on any page. */
export const RESET_TOKEN_PARAM = "reset_token"

/** The auth modal's tabs (spec A §2). */
export type AuthTab = "login" | "register"

/** spec A §2 (the loyalty pages' Become a Member Today): a link carrying `?account=register` opens sign-up on any page. */
export const AUTH_TAB_PARAM = "account"
/** The tab the parameter names, or null for any other value. */
export const authTabOf = (value: string | null): AuthTab | null => (value === "register" || value === "login" ? value : null)
/** The query of a link that opens the auth modal's Register tab. */
export const SIGN_UP_QUERY = `?${AUTH_TAB_PARAM}=register`
/** The query of a link that opens the auth modal's Log in tab (issue 29 §8: Loyalty Points for a visitor). */
export const SIGN_IN_QUERY = `?${AUTH_TAB_PARAM}=login`
