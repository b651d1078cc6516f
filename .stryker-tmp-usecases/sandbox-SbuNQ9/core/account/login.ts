// @ts-nocheck
import { Schema } from "effect"
import { Email } from "./email.ts"
import { RequiredText } from "./required.ts"

/**
 * spec A §3, §4, §5: the login form. The username is an e-mail; remember-me decides where the
 * tokens are kept (core/ports/TokenStore.ts `persistenceFor`).
 */
export const LoginForm = Schema.Struct({
  username: Email,
  password: RequiredText,
  rememberMe: Schema.optionalKey(Schema.Boolean),
})
export type LoginForm = typeof LoginForm.Type
