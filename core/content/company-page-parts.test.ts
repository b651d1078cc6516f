import { describe, expect, it } from "vitest"
import { blockOf } from "./company-page-parts.ts"

describe("a content block of the company's pages", () => {
  it("shows its heading, write-up, tab and link, and each picture with what it shows, counted from 1", () => {
    const picture = (id: number) => ({ id, url: `/images/${id}.jpg`, thumb: null })
    const section = {
      id: 7,
      slug: "how-we-lead",
      heading: "How we lead",
      subHeading: "Our values",
      writeUp: "<p>Together.</p>",
      link: "/about-us",
      tab: "Values",
      sequence: 1,
      images: [picture(1), picture(2)],
    }
    expect(blockOf(section)).toStrictEqual({
      id: 7,
      heading: "How we lead",
      subHeading: "Our values",
      html: "<p>Together.</p>",
      tab: "Values",
      link: "/about-us",
      pictures: [
        { url: "/images/1.jpg", alt: "How we lead, photo 1" },
        { url: "/images/2.jpg", alt: "How we lead, photo 2" },
      ],
    })
  })
})
