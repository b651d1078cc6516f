// @ts-nocheck
import { describe, expect, it } from "vitest"
import * as sizes from "./page-sizes.ts"

describe("content page sizes", () => {
  it("are the spec's numbers", () => {
    expect({ ...sizes }).toEqual({
      EXPLORER_HOTELS_PER_PAGE: 12,
      HOTELS_FETCH_SIZE: 100,
      SPECIAL_OFFERS_PER_PAGE: 12,
      JOBS_PER_PAGE: 12,
    })
  })
})
