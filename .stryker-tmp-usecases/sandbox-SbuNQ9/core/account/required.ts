// @ts-nocheck
import { Schema } from "effect"
import { REQUIRED } from "./messages.ts"

/**
 * A field left empty, or holding only spaces, shows "Required" and nothing else: the field's format
 * messages would only repeat that it is empty. Put it first in a `.check(...)`.
 */
export const isRequired = Schema.makeFilter((text: string) => (text.trim() === "" ? REQUIRED : undefined), undefined, true)

/** A text field that must be filled in. */
export const RequiredText = Schema.String.check(isRequired)
