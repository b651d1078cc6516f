// @ts-nocheck
import { Schema } from "effect"

/** spec B §2, A §3: a charity a guest may support when paying (image.url and content.htmlContent flattened). */
export const Charity = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  imageUrl: Schema.String,
  isActive: Schema.Boolean,
  link: Schema.String,
  htmlContent: Schema.String,
})
export type Charity = typeof Charity.Type
