// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, GAP, PAGE_PARAM, pageFromParam, pageWindow } from "./pagination.ts"

describe("paging defaults", () => {
  it("has page size 10 and page index 0, with the page in the page URL parameter", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10)
    expect(DEFAULT_PAGE_INDEX).toBe(0)
    expect(PAGE_PARAM).toBe("page")
  })
})

describe("page from the URL parameter", () => {
  it("reads a whole page number from 1 up", () => {
    expect(pageFromParam("1")).toBe(1)
    expect(pageFromParam("7")).toBe(7)
    expect(pageFromParam("007")).toBe(7)
  })

  it("falls back to page 1 for anything else", () => {
    for (const param of [null, undefined, "", " ", "0", "-2", "2.5", "abc", "3a", " 3", "1e2", "99999999999999999999"]) {
      expect(pageFromParam(param), String(param)).toBe(1)
    }
  })
})

describe("pagination window", () => {
  it("shows the first page and the current page ±2 on page 1", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, GAP])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(1, 1)).toEqual([1])
  })

  it("shows the first page and the current page ±1 elsewhere", () => {
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, GAP])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, GAP])
    expect(pageWindow(4, 10)).toEqual([1, GAP, 3, 4, 5, GAP])
    expect(pageWindow(5, 10)).toEqual([1, GAP, 4, 5, 6, GAP])
  })

  it("does not add the last page, nor a gap when the window reaches it", () => {
    expect(pageWindow(8, 10)).toEqual([1, GAP, 7, 8, 9, GAP])
    expect(pageWindow(9, 10)).toEqual([1, GAP, 8, 9, 10])
    expect(pageWindow(10, 10)).toEqual([1, GAP, 9, 10])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })

  it("clamps the current page into the pages there are", () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3, GAP])
    expect(pageWindow(-4, 10)).toEqual([1, 2, 3, GAP])
    expect(pageWindow(12, 10)).toEqual([1, GAP, 9, 10])
  })

  it("is empty when there are no pages", () => {
    expect(pageWindow(1, 0)).toEqual([])
    expect(pageWindow(1, -1)).toEqual([])
  })

  it("the window lies within 1..totalPages, sorted and distinct, and holds page 1 and the current page", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (total, page) => {
        const current = Math.min(page, total)
        const items = pageWindow(current, total)
        const pages = items.filter((item): item is number => item !== GAP)
        expect(pages[0]).toBe(1)
        expect(pages).toContain(current)
        for (const number of pages) {
          expect(number).toBeGreaterThanOrEqual(1)
          expect(number).toBeLessThanOrEqual(total)
        }
        for (let index = 1; index < pages.length; index++) expect(pages[index]!).toBeGreaterThan(pages[index - 1]!)
        // exactly the first page and current ± reach
        const reach = current === 1 ? 2 : 1
        const expected = new Set([1])
        for (let number = current - reach; number <= current + reach; number++) if (number >= 1 && number <= total) expected.add(number)
        expect(new Set(pages)).toEqual(expected)
      }),
    )
  })

  it("a gap stands exactly where pages are left out", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (total, page) => {
        const items = pageWindow(Math.min(page, total), total)
        items.forEach((item, index) => {
          if (item === GAP) {
            const before = items[index - 1]
            const after = items[index + 1] ?? total + 1
            expect(typeof before).toBe("number")
            expect(typeof after).toBe("number")
            expect((after as number) - (before as number)).toBeGreaterThan(1)
          } else {
            const next = items[index + 1]
            if (typeof next === "number") expect(next).toBe(item + 1)
          }
        })
        expect(items.at(-1) === GAP).toBe(!items.includes(total))
      }),
    )
  })
})
