/** spec A §4: a visitor is logged out or logged in. */
// @ts-nocheck

export type LoginState = "loggedOut" | "loggedIn"

/** spec A §2, §4: login success goes to My Details (Go To Account). */
export const LOGIN_SUCCESS_ROUTE = "/my-account/my-details"

/** spec A §2, §4: logout, and a deleted account, return home. */
export const LOGOUT_ROUTE = "/"
