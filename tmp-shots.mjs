import { chromium } from "playwright"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-background-networking"] })
const d = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10)
const e = new Date(Date.now() + 32 * 864e5).toISOString().slice(0, 10)
const urls = {
  hotels: `/booking/hotels?location=Johannesburg&lat=-26.2041&lng=28.0473&check_in=${d}&check_out=${e}&rooms=2-0`,
  rooms: `/booking/rooms?hotel=1&code=801&name=Karoo%20City%20Sandton&check_in=${d}&check_out=${e}&rooms=2-0`,
}
for (const [name, url] of Object.entries(urls)) {
  for (const width of [360, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    page.on("pageerror", (err) => console.log("pageerror", err.message))
    await page.goto("http://127.0.0.1:3211" + url)
    await page.waitForSelector("html[data-interactive]")
    await page.waitForTimeout(4000)
    await page.screenshot({ path: `/tmp/shots-lead/${name}-${width}.png`, fullPage: true })
    await page.close()
  }
}
await browser.close()
