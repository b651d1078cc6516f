import { Context, type Fiber, Layer } from "effect"

/** One answer a shared resource keeps: still on its way (every asker joins it), or in. */
export type CachedAnswer = { readonly kind: "pending"; readonly fiber: Fiber.Fiber<unknown> } | { readonly kind: "done"; readonly value: unknown }

export interface ResourceCacheShape {
  /** The page life's answers of shared resources, by their key (resource.ts names them). */
  readonly answers: Map<string, CachedAnswer>
}

/**
 * The answers a page keeps for its whole life (the mega-menu's hotels, the site settings), shared by every screen
 * that reads them: a service of the app's runtime, so each runtime (each test) has its own.
 */
export class ResourceCache extends Context.Service<ResourceCache, ResourceCacheShape>()("hotel/screen/ResourceCache") {
  static readonly layer: Layer.Layer<ResourceCache> = Layer.sync(ResourceCache, () => ({ answers: new Map() }))

  /** A cache that starts with answers already in: those the server rendered the page with (core/screen/page-render.ts). */
  static readonly layerWith = (answers: Iterable<readonly [string, unknown]>): Layer.Layer<ResourceCache> =>
    Layer.sync(ResourceCache, () => ({ answers: new Map([...answers].map(([id, value]) => [id, { kind: "done", value }] as const)) }))
}
