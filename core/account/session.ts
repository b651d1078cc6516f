import { HOME_ROUTE, MY_DETAILS_ROUTE } from "../routes.ts"

/** spec A §4: a visitor is logged out or logged in. */
export type LoginState = "loggedOut" | "loggedIn"

/** spec A §2, §4: login success goes to My Details (Go To Account). */
export const LOGIN_SUCCESS_ROUTE = MY_DETAILS_ROUTE

/** spec A §2, §4: logout, and a deleted account, return home. */
export const LOGOUT_ROUTE = HOME_ROUTE
