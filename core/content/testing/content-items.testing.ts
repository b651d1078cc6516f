import type { ContentField, ContentItem } from "../content-item.ts"

/** Content API items for core's tests: each field and item gets a new id, every item the same creation time. */
let nextId = 1

export const contentField = (fieldableType: ContentField["fieldableType"], key: string, value: ContentField["value"]): ContentField => ({
  id: nextId++,
  fieldableType,
  key,
  value,
  brandId: null,
})

export const textField = (key: string, value: string): ContentField => contentField("StringField", key, value)

/** The field that ties an item to a hotel. */
export const hotelField = (hotelId: number): ContentField => contentField("HotelLinkField", "hotel", hotelId)

export const contentItem = (contentType: string, fields: ReadonlyArray<ContentField>, extra: Partial<ContentItem> = {}): ContentItem => ({
  id: nextId++,
  contentType,
  fields,
  images: [],
  files: [],
  createdAt: "2030-01-05T08:00:00.000Z",
  ...extra,
})
