import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Award, MEDIA_CENTRE_SECTIONS, MediaItem, mediaCardImage } from "./media.ts"

const banner = { url: "https://img.example/banner.jpg" }
const card = { url: "https://img.example/card.jpg" }

const post = {
  id: 5,
  title: "Chef news",
  description: "A new menu",
  slug: "chef-news",
  images: [banner, card],
  category: "blogs",
  tags: ["food"],
  authorName: "Sam",
  createdAt: "2026-02-01T09:00:00Z",
  content: { htmlContent: "<p>Menu</p>" },
}

describe("media item", () => {
  it("holds the spec's fields", () => {
    expect(Schema.decodeUnknownSync(MediaItem)(post)).toEqual(post)
    expect(Schema.decodeUnknownSync(MediaItem)({ ...post, authorName: null, tags: [] }).authorName).toBeNull()
  })

  it("uses the second image as its card", () => {
    expect(mediaCardImage(post)).toBe(card)
    expect(mediaCardImage({ images: [banner, card, { url: "third" }] })).toBe(card)
  })

  it("falls back to the first image when there is one only, and to none without images", () => {
    expect(mediaCardImage({ images: [banner] })).toBe(banner)
    expect(mediaCardImage({ images: [] })).toBeUndefined()
  })

  it("the card image is the second image whenever there are two or more, else the only one", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ url: fc.string() }), { maxLength: 5 }), (images) => {
        expect(mediaCardImage({ images })).toBe(images.length >= 2 ? images[1] : images[0])
      }),
    )
  })
})

describe("award", () => {
  it("holds a title, the date awarded, the hotels, images and content", () => {
    const award = { title: "Best Business Hotel", dateAwarded: "2025-11-20", hotelIds: [7], images: [card], content: { htmlContent: "" } }
    expect(Schema.decodeUnknownSync(Award)(award)).toEqual(award)
    expect(Schema.decodeUnknownOption(Award)({ ...award, dateAwarded: "20 Nov 2025" })._tag).toBe("None")
  })
})

describe("media centre", () => {
  it("has the five sections at the spec's paths", () => {
    expect(MEDIA_CENTRE_SECTIONS.map((section) => section.path)).toEqual([
      "/media-centre/awards-and-recognition",
      "/media-centre/blogs",
      "/media-centre/newsletters",
      "/media-centre/news-articles",
      "/media-centre/press-releases",
    ])
  })
})
