import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Banner, HotelBanner } from "./banner.ts"
import { FIND_OUT_MORE } from "./messages.ts"

const banner = {
  id: 1,
  heading: "Winter in the city",
  subHeading: "Stay two nights, pay for one",
  link: "/special-offers/winter",
  image: { id: 9, url: "https://img.example/winter.jpg", thumb: "https://img.example/winter-thumb.jpg" },
}

describe("banner", () => {
  it("holds a heading, a sub-heading, a link and an image with its thumbnail", () => {
    expect(Schema.decodeUnknownSync(Banner)(banner)).toEqual(banner)
    expect(Schema.decodeUnknownSync(Banner)({ ...banner, image: { ...banner.image, thumb: null } }).image.thumb).toBeNull()
  })

  it("rejects a banner without an image", () => {
    const { image: _image, ...withoutImage } = banner
    expect(Schema.decodeUnknownOption(Banner)(withoutImage)._tag).toBe("None")
  })

  it("links with the words 'Find out more'", () => {
    expect(FIND_OUT_MORE).toBe("Find out more")
  })

  it("gives a hotel's banners as pictures by image.url", () => {
    expect(Schema.decodeUnknownSync(HotelBanner)({ image: { url: "https://img.example/h.jpg" } })).toEqual({
      image: { url: "https://img.example/h.jpg" },
    })
  })
})
