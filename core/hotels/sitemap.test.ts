import { describe, expect, it } from "vitest"
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap.ts"
import { COMPANY_PUBLIC_PAGES } from "../content/company-sitemap.ts"

describe("the sitemap and robots.txt", () => {
  it("lists the static pages, every brand's page, every hotel's page under its brand's name and every running offer's page", () => {
    expect(sitemapPaths([{ id: 12, brandId: 2 }], ["/special-offers/stay-longer-pay-less"])).toEqual([
      "/",
      "/our-hotels",
      "/contact-us",
      "/special-offers",
      "/meetings-and-events",
      "/legal-hub",
      "/help",
      "/our-people/career-paths",
      "/our-people/employee-benefits",
      "/our-people/job-vacancies",
      "/media-centre/awards-and-recognition",
      "/media-centre/blogs",
      "/media-centre/newsletters",
      "/media-centre/news-articles",
      "/media-centre/press-releases",
      ...COMPANY_PUBLIC_PAGES,
      "/our-hotels/hotel-brand/1",
      "/our-hotels/hotel-brand/2",
      "/our-hotels/hotel-brand/3",
      "/our-hotels/hotel-brand/4",
      "/our-hotels/courtyard/12",
      "/special-offers/stay-longer-pay-less",
    ])
  })

  it("lists the company's pages and their items' pages (issue 26)", () => {
    const paths = sitemapPaths([], ["/partners/sunbird-airlines"])
    expect(paths).toEqual(expect.arrayContaining(["/investors", "/partners/sunbird-airlines"]))
  })

  it("writes each path as an absolute, escaped <loc>", () => {
    const xml = sitemapXml("https://hotels.example", ["/", "/our-hotels?city=A&B"])
    expect(xml).toContain("<loc>https://hotels.example/</loc>")
    expect(xml).toContain("<loc>https://hotels.example/our-hotels?city=A&amp;B</loc>")
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true)
    expect(xml.endsWith("</loc></url>\n</urlset>\n")).toBe(true)
  })

  it("without pages of their own, ends with the hotels' pages", () => {
    expect(sitemapPaths([{ id: 12, brandId: 2 }]).at(-1)).toBe("/our-hotels/courtyard/12")
  })

  it("keeps the booking flow, My Account and the API out, and names the sitemap", () => {
    const robots = robotsTxt("https://hotels.example")
    expect(robots).toBe("User-agent: *\nDisallow: /booking/\nDisallow: /my-account/\nDisallow: /api/\n\nSitemap: https://hotels.example/sitemap.xml\n")
    expect(robots.split("\n")).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /booking/", "Disallow: /my-account/", "Disallow: /api/", "Sitemap: https://hotels.example/sitemap.xml"]))
  })
})
