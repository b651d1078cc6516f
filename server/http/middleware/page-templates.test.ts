import { describe, expect, it } from "vitest"
import { drawnTemplate } from "./page-templates.ts"

const TEMPLATE = [
  "<head>",
  '<script type="module" crossorigin src="/assets/initial.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/initial.css">',
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">',
  '<link rel="modulepreload" crossorigin href="/assets/rooms.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/rooms.css">',
  "</head>",
  "<body>",
  '<div id="root"></div>',
  "</body>",
].join("\n")

const STYLES: Readonly<Record<string, string>> = {
  "/assets/initial.css": "body{margin:0}",
  "/assets/rooms.css": ".rooms{display:grid}",
}

describe("the template of a page the server drew", () => {
  const drawn = drawnTemplate(TEMPLATE, (href) => STYLES[href])

  it("carries every stylesheet in its head, in the order the template links them, under the response's nonce", () => {
    expect(drawn).toContain('<style nonce="__CSP_NONCE__">body{margin:0}</style>')
    expect(drawn).toContain('<style nonce="__CSP_NONCE__">.rooms{display:grid}</style>')
    expect(drawn.indexOf("body{margin:0}")).toBeLessThan(drawn.indexOf(".rooms{display:grid}"))
  })

  it("fetches no stylesheet before its first paint: each is only named by a disabled link, which the scripts' loader takes as present", () => {
    expect(drawn).not.toMatch(/<link rel="(?:stylesheet|preload" as="style)" crossorigin href/)
    expect(drawn).toContain('<link rel="stylesheet" href="/assets/initial.css" disabled>')
    expect(drawn).toContain('<link rel="stylesheet" href="/assets/rooms.css" disabled>')
  })

  it("asks for its scripts once it has painted: the head's module scripts and preloads become a loader at the end of the body, under the nonce", () => {
    const head = drawn.slice(0, drawn.indexOf("</head>"))
    expect(head).not.toContain("<script")
    expect(head).not.toContain("modulepreload")
    const loader = /<script nonce="__CSP_NONCE__">([\s\S]*?)<\/script>\s*<\/body>/.exec(drawn)?.[1] ?? ""
    expect(loader).toMatch(/^requestAnimationFrame\(\(\) => setTimeout\(/)
    expect(loader).toContain('["/assets/rooms.js"]')
    expect(loader).toContain('["/assets/initial.js"]')
  })

  it("runs the loader it writes: after the first frame, the same preloads and module scripts, in order", () => {
    const loader = /<script nonce="__CSP_NONCE__">([\s\S]*?)<\/script>/.exec(drawn)?.[1] ?? ""
    const added: Array<Record<string, unknown>> = []
    const frames: Array<() => void> = []
    const timers: Array<() => void> = []
    const document = { createElement: (tag: string) => ({ tag }), head: { append: (element: Record<string, unknown>) => added.push(element) } }
    new Function("document", "requestAnimationFrame", "setTimeout", loader)(document, (run: () => void) => frames.push(run), (run: () => void) => timers.push(run))
    expect(added).toEqual([])
    frames.forEach((run) => run())
    expect(added).toEqual([])
    timers.forEach((run) => run())
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", crossOrigin: "", href: "/assets/rooms.js" },
      { tag: "script", type: "module", crossOrigin: "", async: false, src: "/assets/initial.js" },
    ])
  })

  it("keeps the font's preload in the head", () => {
    expect(drawn).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">')
  })

  it("links a stylesheet it cannot read, as the browser's page would apply it", () => {
    const partly = drawnTemplate(TEMPLATE, (href) => (href === "/assets/rooms.css" ? undefined : STYLES[href]))
    expect(partly).toContain('<link rel="stylesheet" crossorigin href="/assets/rooms.css">')
    expect(partly).toContain('<style nonce="__CSP_NONCE__">body{margin:0}</style>')
  })

  it("never lets a stylesheet's text close its <style> element", () => {
    const hostile = drawnTemplate(TEMPLATE, () => '.a::after{content:"</style><script>alert(1)</script>"}')
    expect(hostile).not.toContain("</style><script>")
  })
})
