import { describe, expect, it } from "vitest"
import { SITE_SECTIONS, SOCIAL_ROW } from "./site-sections.ts"

describe("the site's sections and social links (spec A §2)", () => {
  it("the mobile navigation menu reaches every section of the site, each at its own address", () => {
    expect(SITE_SECTIONS).toStrictEqual([
      { label: "Book Today", to: "/booking/today" },
      { label: "Our Hotels", to: "/our-hotels" },
      { label: "Special Offers", to: "/special-offers" },
      { label: "Loyalty programmes", to: "/loyalty-programmes" },
      { label: "Food and beverage", to: "/food-and-beverage" },
      { label: "About us", to: "/about-us" },
      { label: "Corporate social initiatives", to: "/about-us/esg" },
      { label: "Investors", to: "/investors" },
      { label: "Career Paths", to: "/our-people/career-paths" },
      { label: "Media Centre", to: "/media-centre/awards-and-recognition" },
      { label: "Help", to: "/help" },
      { label: "Manage Booking", to: "/manage-bookings" },
      { label: "Legal Hub", to: "/legal-hub" },
      { label: "Contact us", to: "/contact-us" },
    ])
  })

  it("the social links row names Facebook, Instagram, LinkedIn, Youtube and X in that order, each with the group's page", () => {
    expect(SOCIAL_ROW).toStrictEqual([
      { network: "Facebook", href: "https://www.facebook.com/karoohotels" },
      { network: "Instagram", href: "https://www.instagram.com/karoohotels" },
      { network: "LinkedIn", href: "https://www.linkedin.com/company/karoohotels" },
      { network: "Youtube", href: "https://www.youtube.com/@karoohotels" },
      { network: "X", href: "https://x.com/karoohotels" },
    ])
  })
})
