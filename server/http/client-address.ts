import { BlockList, isIP } from "node:net"

/**
 * Who a request comes from, for limits per client (issue 9 §4; the one-time-code limits too): the TCP peer,
 * unless the peer is a proxy named in TRUSTED_PROXIES. Behind such a proxy the client is the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy: each proxy appends the address it was reached
 * from, so entries right of the first untrusted one were written by proxies we trust, and everything left of
 * it by someone we do not. A header from a peer that is not trusted is never read: anyone can send one.
 *
 * Addresses are compared in one text form (IPv6 compressed and lower case; an IPv4 client reached over IPv6,
 * `::ffff:a.b.c.d`, is `a.b.c.d`), so one client never counts as two.
 */

/** The client of a request that has no socket (an app called in-process) or none Node could name. */
export const UNKNOWN_CLIENT = "unknown"

/** An IPv4 address as a proxy may write it with a port ("203.0.113.7:51234"). */
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/
/** An IPv6 address in brackets, with or without a port ("[2001:db8::1]:443"). */
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/
/** The compressed form of an IPv4-mapped IPv6 address, as WHATWG URL writes it. */
const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/

/** The two bytes of a 16-bit group, as dotted-quad parts. */
const bytesOf = (group: string): string => {
  const value = Number.parseInt(group, 16)
  return `${value >> 8}.${value & 0xff}`
}

/**
 * `text` as one canonical IP address, or undefined when it is not one. Accepts what sockets and proxies
 * write: surrounding spaces, an IPv6 zone (dropped), brackets and a port (dropped).
 */
export const canonicalAddress = (text: string): string | undefined => {
  let address = text.trim()
  address = BRACKETED.exec(address)?.[1] ?? IPV4_WITH_PORT.exec(address)?.[1] ?? address
  const zone = address.indexOf("%")
  if (zone !== -1) address = address.slice(0, zone)
  const family = isIP(address)
  if (family === 4) return address
  if (family !== 6) return undefined
  // WHATWG URL writes an IPv6 host in its canonical form (RFC 5952).
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1)
  const mapped = MAPPED_IPV4.exec(canonical)
  return mapped === null ? canonical : `${bytesOf(mapped[1]!)}.${bytesOf(mapped[2]!)}`
}

/** One TRUSTED_PROXIES entry: an address, or a range in CIDR notation. */
export interface ProxyRule {
  readonly address: string
  readonly family: "ipv4" | "ipv6"
  /** Absent for a single address. */
  readonly prefix?: number
}

const PREFIX = /^\d{1,3}$/

/** A TRUSTED_PROXIES entry ("10.0.0.5", "10.0.0.0/8", "fd00::/8"), or undefined when it is neither an address nor a range. */
export const parseProxyRule = (entry: string): ProxyRule | undefined => {
  const [written = "", prefixText, ...rest] = entry.trim().split("/")
  if (rest.length > 0) return undefined
  if (prefixText === undefined) {
    const address = canonicalAddress(written)
    return address === undefined ? undefined : { address, family: isIP(address) === 4 ? "ipv4" : "ipv6" }
  }
  // A range is taken as written: its prefix counts the bits of that family.
  const family = isIP(written)
  if (family === 0 || !PREFIX.test(prefixText)) return undefined
  const prefix = Number(prefixText)
  if (prefix > (family === 4 ? 32 : 128)) return undefined
  return { address: written, family: family === 4 ? "ipv4" : "ipv6", prefix }
}

/** The entries of a TRUSTED_PROXIES value (comma-separated; spaces and empty entries ignored). */
export const proxyEntries = (text: string): ReadonlyArray<string> =>
  text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")

/** The 1-based positions of the entries that are neither an address nor a range (none: the value is valid). */
export const invalidProxyEntries = (entries: ReadonlyArray<string>): ReadonlyArray<number> =>
  entries.flatMap((entry, index) => (parseProxyRule(entry) === undefined ? [index + 1] : []))

export interface TrustedProxies {
  /** True when no proxy is trusted: the client is always the peer. */
  readonly none: boolean
  /** Is `address` (canonical, as canonicalAddress gives it) a trusted proxy? */
  readonly trusts: (address: string) => boolean
}

/** The proxies named by `entries` (each valid: see invalidProxyEntries); ranges are matched by node:net's BlockList. */
export const trustedProxies = (entries: ReadonlyArray<string>): TrustedProxies => {
  const list = new BlockList()
  let count = 0
  for (const entry of entries) {
    const rule = parseProxyRule(entry)
    if (rule === undefined) throw new Error(`TRUSTED_PROXIES entry ${count + 1} is neither an IP address nor a CIDR range`)
    if (rule.prefix === undefined) list.addAddress(rule.address, rule.family)
    else list.addSubnet(rule.address, rule.prefix, rule.family)
    count++
  }
  return {
    none: count === 0,
    trusts: (address) => count > 0 && list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6"),
  }
}

/** No proxy is trusted (TRUSTED_PROXIES unset). */
export const NO_TRUSTED_PROXIES: TrustedProxies = trustedProxies([])

/**
 * The client of a request from socket address `peer` carrying `forwardedFor` (X-Forwarded-For, several
 * headers joined with commas). Walking the header from the right, each trusted proxy is passed over; the
 * first address that is not one is the client. An entry that is not an address stops the walk: what is left
 * of it cannot be placed, so the last trusted hop stands for the client. When every hop is trusted, the
 * farthest is the best known.
 */
export const clientAddressOf = (peer: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string => {
  const socket = peer === undefined ? undefined : canonicalAddress(peer)
  if (socket === undefined) return UNKNOWN_CLIENT
  if (trusted.none || forwardedFor === undefined || !trusted.trusts(socket)) return socket
  const hops = forwardedFor.split(",")
  let client = socket
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = canonicalAddress(hops[index]!)
    if (hop === undefined) return client
    client = hop
    if (!trusted.trusts(hop)) return hop
  }
  return client
}
