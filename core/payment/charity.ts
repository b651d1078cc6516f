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

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/**
 * A charity's HTML content as plain text for its card: tags dropped, the common entities read, spaces
 * collapsed. The page shows text, never the HTML itself, so nothing in it can run or restyle the page.
 */
export const charityText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, " ")
    .trim()

/** Only active charities are offered (spec A §3 isActive). */
export const offeredCharities = (charities: ReadonlyArray<Charity>): ReadonlyArray<Charity> => charities.filter((charity) => charity.isActive)
