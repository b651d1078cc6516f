import { Context, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../core/http/http-error.ts"
import { SERVER_NETWORK_ERROR } from "../core/http/messages.ts"
import { lazyHttpLayer } from "./lazy-http-layer.ts"

class Greeter extends Context.Service<Greeter, { readonly greet: (name: string) => Effect.Effect<string, HttpError> }>()("test/Greeter") {}
class Salutation extends Context.Service<Salutation, string>()("test/Salutation") {}

const greeterLayer = Layer.effect(
  Greeter,
  Effect.map(Effect.service(Salutation), (salutation) => ({ greet: (name: string) => Effect.succeed(`${salutation}, ${name}`) })),
)

const greet = (layer: Layer.Layer<Greeter, never, Salutation>, name: string) =>
  Effect.flatMap(Effect.service(Greeter), (greeter) => greeter.greet(name)).pipe(Effect.provide(layer), Effect.provide(Layer.succeed(Salutation, "Sawubona")))

describe("lazyHttpLayer", () => {
  it("loads the adapter on the first call only, over the services the port was built with", async () => {
    let loads = 0
    const layer = lazyHttpLayer(Greeter, async () => {
      loads++
      return greeterLayer
    })
    const both = Effect.flatMap(Effect.service(Greeter), (greeter) => Effect.all([greeter.greet("Thandi"), greeter.greet("Pieter")])).pipe(
      Effect.provide(layer),
      Effect.provide(Layer.succeed(Salutation, "Sawubona")),
    )
    expect(loads).toBe(0)
    await expect(Effect.runPromise(both)).resolves.toEqual(["Sawubona, Thandi", "Sawubona, Pieter"])
    expect(loads).toBe(1)
  })

  it("fails a call whose chunk does not arrive as a network error, and loads again on the next call", async () => {
    let loads = 0
    const layer = lazyHttpLayer(Greeter, async () => {
      loads++
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module")
      return greeterLayer
    })
    const calls = Effect.flatMap(Effect.service(Greeter), (greeter) =>
      Effect.all([Effect.flip(greeter.greet("Thandi")), greeter.greet("Thandi")]),
    ).pipe(Effect.provide(layer), Effect.provide(Layer.succeed(Salutation, "Sawubona")))
    const [error, greeting] = await Effect.runPromise(calls)
    expect(error).toBeInstanceOf(HttpError)
    expect(error.message).toBe(SERVER_NETWORK_ERROR)
    expect(greeting).toBe("Sawubona, Thandi")
    expect(loads).toBe(2)
  })

  it("is not taken for a promise", async () => {
    const layer = lazyHttpLayer(Greeter, async () => greeterLayer)
    const service = await Effect.runPromise(Effect.service(Greeter).pipe(Effect.provide(layer), Effect.provide(Layer.succeed(Salutation, "Hallo"))))
    expect("then" in service && (service as { then?: unknown }).then !== undefined).toBe(false)
    await expect(Effect.runPromise(greet(layer, "Ayanda"))).resolves.toBe("Sawubona, Ayanda")
  })
})
