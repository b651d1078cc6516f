/** The part of autocannon 9's API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  export interface Histogram {
    readonly average: number
    readonly mean: number
    readonly stddev: number
    readonly min: number
    readonly max: number
    readonly total: number
    readonly p50: number
    readonly p90: number
    readonly p97_5: number
    readonly p99: number
    readonly p99_9: number
  }

  export interface RequestContext {
    [key: string]: unknown
  }

  export interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }

  export interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: RequestContext) => RawRequest | undefined
    onResponse?: (status: number, body: string, context: RequestContext, headers: Record<string, string>) => void
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    title?: string
    requests?: ReadonlyArray<RequestSpec>
    initialContext?: RequestContext
  }

  export interface Result {
    readonly title?: string
    readonly latency: Histogram
    readonly requests: Histogram
    readonly throughput: Histogram
    readonly duration: number
    readonly errors: number
    readonly timeouts: number
    readonly non2xx: number
    readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
