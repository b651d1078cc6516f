// @ts-nocheck
import { PLACEHOLDER_NAME, WELCOME, welcomeBack } from "./messages.ts"
import type { LoginState } from "./session.ts"

/**
 * spec A §2: signed-in members read "Welcome back, {name}!", visitors "Welcome!". A member whose
 * name is blank is greeted with the placeholder name rather than "Welcome back, !".
 */
export const welcomeGreeting = (state: LoginState, name: string): string => {
  if (state === "loggedOut") return WELCOME
  const trimmed = name.trim()
  return welcomeBack(trimmed === "" ? PLACEHOLDER_NAME : trimmed)
}
