// Not the spec's words (spec A §2 names the sections and their parts): the media centre's headings, search and descriptions.
export const MEDIA_CENTRE = "Media Centre"
export const MEDIA_SECTION_TITLES = {
  "awards-and-recognition": "Awards and Recognition",
  blogs: "Blogs",
  newsletters: "Newsletters",
  "news-articles": "News Articles",
  "press-releases": "Press Releases",
} as const
export const mediaSectionDescription = (title: string): string =>
  `${title} from Karoo Hotels' media centre: news, stories and recognition from our City, Courtyard, Road and Town hotels.`
export const searchSectionLabel = (title: string): string => `Search ${title.toLowerCase()}`
export const mediaPagesLabel = (title: string): string => `${title} pages`
export { READ_MORE, readMoreLabel } from "../content/company-messages.ts"
export const byAuthor = (author: string): string => `By ${author}`
export { MEDIA_ENQUIRIES as MEDIA_CONTACTS } from "../content/messages.ts"
