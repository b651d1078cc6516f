import { describe, expect, it } from "vitest"
import { GeolocationError, geolocationFailed, geolocationUnsupported, GeolocationUnsupportedError } from "./Geolocation.ts"

describe("geolocation failures", () => {
  it("carry the browser's message", () => {
    const error = geolocationFailed("User denied Geolocation")
    expect(error).toBeInstanceOf(GeolocationError)
    expect(error.message).toBe("User denied Geolocation")
  })

  it("say An unknown error occurred when the browser gives no message", () => {
    expect(geolocationFailed(undefined).message).toBe("An unknown error occurred")
    expect(geolocationFailed("").message).toBe("An unknown error occurred")
    expect(geolocationFailed(undefined)._tag).toBe("GeolocationError")
  })

  it("say Browser does not support location tracking without a location service", () => {
    const error = geolocationUnsupported()
    expect(error).toBeInstanceOf(GeolocationUnsupportedError)
    expect(error._tag).toBe("GeolocationUnsupportedError")
    expect(error.message).toBe("Browser does not support location tracking")
  })
})
