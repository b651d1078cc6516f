import type { PageHead } from "../screen/page-render.ts"
import { photoAlt } from "./company-messages.ts"
import { contentSectionOf, entitiesOf } from "./content-entities.ts"
import { itemsOf, type ReadAnswer } from "./content-page-model.ts"
import type { ContentSection } from "./content-section.ts"
import { bySequence } from "./faq.ts"
import { siteTitle } from "./messages.ts"
import { truncate } from "./truncate.ts"
import { META_DESCRIPTION_MAX_LENGTH } from "../hotels/hotel-page-model.ts"

/**
 * What the company's content pages (spec A §2; issue 26) share: their head, their pictures and their content blocks.
 * Each page is a spec of the one content page model (content-page-model.ts): what it reads, the view it derives
 * (plain data, in display form) and its head.
 */

export type Answers<N extends string> = Readonly<Record<N, ReadAnswer>>

export const headOf = (title: string, description: string, canonicalPath: string, image?: string): PageHead => ({
  title: siteTitle(title),
  description: truncate(description, META_DESCRIPTION_MAX_LENGTH),
  canonicalPath,
  ...(image === undefined ? {} : { image }),
})

/** A picture of a fixed aspect ratio, with what it shows (or "" for a decorative one). */
export interface Picture {
  readonly url: string
  readonly alt: string
}

export const pictureOf = (image: { readonly url: string } | null | undefined, alt: string): Picture | null => (image == null ? null : { url: image.url, alt })

export interface SectionBlock {
  readonly id: number
  readonly heading: string
  readonly subHeading: string | null
  /** HTML, sanitised by the server. */
  readonly html: string
  readonly tab: string | null
  readonly link: string | null
  readonly pictures: ReadonlyArray<Picture>
}

export const blockOf = (section: ContentSection): SectionBlock => ({
  id: section.id,
  heading: section.heading,
  subHeading: section.subHeading,
  html: section.writeUp,
  tab: section.tab,
  link: section.link,
  pictures: section.images.map((image, index) => ({ url: image.url, alt: photoAlt(section.heading, index) })),
})

export const blocksOf = (answer: ReadAnswer): ReadonlyArray<SectionBlock> => bySequence(entitiesOf(itemsOf(answer), contentSectionOf)).map(blockOf)
