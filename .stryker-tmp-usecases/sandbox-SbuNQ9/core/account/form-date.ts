// @ts-nocheck
import { Schema } from "effect"
import { IsoDate } from "../time/iso-date.ts"
import { INVALID_DATE } from "./messages.ts"
import { isRequired } from "./required.ts"

const isIsoDate = Schema.is(IsoDate)

/** A date field of a form, as `YYYY-MM-DD`: "Required" when empty, "Invalid date" when not a date. */
export const FormDate = Schema.String.check(
  isRequired,
  Schema.makeFilter((text: string) => (isIsoDate(text) ? undefined : INVALID_DATE), undefined, true),
)
