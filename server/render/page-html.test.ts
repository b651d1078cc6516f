import { describe, expect, it } from "vitest"
import type { RenderedPage } from "../../core/screen/page-render.ts"
import type { PageTemplate } from "../http/middleware/page-templates.ts"
import { absoluteAddresses, pageHtml } from "./page-html.ts"

const TEMPLATE = `<!doctype html><html><head>
<title>Site</title>
<meta
  name="description"
  content="The site."
/>
</head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>`

/** The same template both ways: the drawn one's stylesheets are tested in page-templates.test.ts. */
const both = (template: string): PageTemplate => ({ browser: template, drawn: template })

const PAGE: RenderedPage = {
  status: 200,
  html: "<h1>Karoo &amp; Co</h1>",
  head: {
    title: 'Karoo "City" <Sandton>',
    description: "Rooms & more",
    canonicalPath: "/our-hotels/city/1",
    image: "/images/1.svg",
    structuredData: [{ "@type": "Hotel", url: "/our-hotels/city/1", name: "</script>" }],
  },
  state: '{"hotel:1":{"id":1}}',
  failures: [],
}

describe("a rendered page in the site's template", () => {
  const html = pageHtml(both(TEMPLATE), PAGE, { origin: "https://hotels.example", nonce: "abc" })

  it("replaces the title and the description, escaped", () => {
    expect(html).toContain("<title>Karoo &quot;City&quot; &lt;Sandton&gt;</title>")
    expect(html).toContain('<meta name="description" content="Rooms &amp; more" />')
    expect(html).not.toContain("The site.")
  })

  it("adds the canonical URL and Open Graph tags with the site's origin", () => {
    expect(html).toContain('<link rel="canonical" href="https://hotels.example/our-hotels/city/1" />')
    expect(html).toContain('<meta property="og:url" content="https://hotels.example/our-hotels/city/1" />')
    expect(html).toContain('<meta property="og:image" content="https://hotels.example/images/1.svg" />')
  })

  it("writes schema.org data as JSON-LD with absolute URLs, the nonce, and nothing that closes its script", () => {
    expect(html).toContain('<script type="application/ld+json" nonce="abc">{"@type":"Hotel","url":"https://hotels.example/our-hotels/city/1","name":"\\u003c/script>"}</script>')
  })

  it("puts the markup in #root and the state beside it", () => {
    expect(html).toContain('<div id="root"><h1>Karoo &amp; Co</h1></div>\n    <script type="application/json" id="page-state" nonce="abc">{"hotel:1":{"id":1}}</script>')
  })

  it("leaves #root empty for a page the browser draws", () => {
    expect(pageHtml(both(TEMPLATE), { ...PAGE, html: null }, { origin: "https://hotels.example", nonce: "abc" })).toContain('<div id="root"></div><script type="module"')
  })

  it("takes the template that carries the stylesheets for a page it drew, and the one that links them for the browser's", () => {
    const template: PageTemplate = { browser: TEMPLATE.replace("</head>", '<link rel="stylesheet" href="/a.css">\n</head>'), drawn: TEMPLATE.replace("</head>", "<style>a{}</style>\n</head>") }
    expect(pageHtml(template, PAGE, { origin: "https://hotels.example", nonce: "abc" })).toContain("<style>a{}</style>")
    expect(pageHtml(template, { ...PAGE, html: null }, { origin: "https://hotels.example", nonce: "abc" })).toContain('<link rel="stylesheet" href="/a.css">')
  })

  it("asks for the page's first images at the top of the head, before the scripts and stylesheets it announces", () => {
    const template = TEMPLATE.replace("<head>", '<head>\n<meta charset="utf-8" />').replace("</head>", '<link rel="modulepreload" href="/a.js">\n</head>')
    const preload = '<link rel="preload" as="image" href="/images/1.svg" fetchPriority="high"/>'
    const html = pageHtml(both(template), { ...PAGE, html: `${preload}<h1>Hotel</h1>` }, { origin: "https://hotels.example", nonce: "abc" })
    const head = html.slice(0, html.indexOf("</head>"))
    expect(head.indexOf(preload)).toBeGreaterThan(head.indexOf('<meta charset="utf-8" />'))
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf("modulepreload"))
  })

  it("makes only addresses absolute", () => {
    expect(absoluteAddresses({ url: "/a", name: "/not-an-address", image: ["/b", "https://c.example/d"] }, "https://x.example")).toEqual({
      url: "https://x.example/a",
      name: "/not-an-address",
      image: ["https://x.example/b", "https://c.example/d"],
    })
  })
})
