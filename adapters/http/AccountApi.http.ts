import { Effect, Layer } from "effect"
import { AccountApi, type AccountApiShape } from "../../core/ports/AccountApi.ts"
import type { TokenStore } from "../../core/ports/TokenStore.ts"
import {
  activeBookings,
  deleteAccount,
  forgotPassword,
  getAccount,
  inactiveBookings,
  logIn,
  logOut,
  makeMemberHttpClient,
  refreshTokens,
  register,
  resendMobileCode,
  resendRegistrationCode,
  resetPassword,
  updateAccount,
  verifyMobileNumber,
  verifyRegistration,
} from "./accounts.ts"
import type { HttpClient, HttpClientConfig } from "./client.ts"

/** core's AccountApi port over HTTP (spec A §7). */
export const makeAccountApiHttp = (http: HttpClient, baseUrl = ""): AccountApiShape => ({
  login: logIn(http),
  refresh: refreshTokens(baseUrl),
  logout: logOut(http),
  register: register(http),
  verifyRegistration: verifyRegistration(http),
  resendRegistrationCode: resendRegistrationCode(http),
  forgotPassword: forgotPassword(http),
  resetPassword: resetPassword(http),
  getAccount: getAccount(http),
  updateAccount: updateAccount(http),
  verifyMobileNumber: verifyMobileNumber(http),
  resendMobileCode: resendMobileCode(http),
  deleteAccount: deleteAccount(http),
  activeBookings: activeBookings(http),
  inactiveBookings: inactiveBookings(http),
})

/** The port over one HTTP client built on the app's TokenStore, refreshing at the token endpoint. */
export const layerHttp = (config: HttpClientConfig): Layer.Layer<AccountApi, never, TokenStore> =>
  Layer.effect(AccountApi, Effect.map(makeMemberHttpClient(config), (http) => makeAccountApiHttp(http, config.baseUrl)))
