import { isIP } from "node:net"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import {
  canonicalAddress,
  clientAddressOf,
  invalidProxyEntries,
  NO_TRUSTED_PROXIES,
  parseProxyRule,
  proxyEntries,
  trustedProxies,
  UNKNOWN_CLIENT,
} from "./client-address.ts"

/** Enough random cases to meet mapped, bracketed and zoned forms and every prefix length, in well under a second. */
const RUNS = scaledRuns(500)

const port = fc.integer({ min: 1, max: 65535 })
/** Whatever a client may write into X-Forwarded-For itself: addresses, junk, commas. */
const anyHeader = fc.option(fc.oneof(fc.string(), fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string())).map((parts) => parts.join(", "))), { nil: undefined })

/** The test's own oracle for IPv4 ranges: the first `prefix` bits agree. */
const toBits = (ip: string): number => ip.split(".").reduce((bits, part) => bits * 256 + Number(part), 0)
const inRange = (ip: string, network: string, prefix: number): boolean => {
  const size = 2 ** (32 - prefix)
  return Math.floor(toBits(ip) / size) === Math.floor(toBits(network) / size)
}

describe("canonicalAddress", () => {
  it("answers an IP address or nothing, whatever it is given", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.ipV4Extended(), fc.ipV6()), (text) => {
        const address = canonicalAddress(text)
        expect(address === undefined || isIP(address) !== 0).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it("keeps an IPv4 address as it is, and reads it the same with a port or mapped into IPv6", () => {
    fc.assert(
      fc.property(fc.ipV4(), port, (ip, p) => {
        expect(canonicalAddress(ip)).toBe(ip)
        expect(canonicalAddress(`${ip}:${p}`)).toBe(ip)
        expect(canonicalAddress(`::ffff:${ip}`)).toBe(ip)
        expect(canonicalAddress(`::FFFF:${ip}`)).toBe(ip)
        expect(canonicalAddress(`[::ffff:${ip}]:${p}`)).toBe(ip)
      }),
      { numRuns: RUNS },
    )
  })

  it("gives every writing of one IPv6 address one form: case, brackets, port and zone do not matter, and the form is stable", () => {
    fc.assert(
      fc.property(fc.ipV6(), port, (ip, p) => {
        const canonical = canonicalAddress(ip)!
        expect(canonical).toBeDefined()
        expect(canonicalAddress(canonical)).toBe(canonical)
        expect(canonicalAddress(ip.toUpperCase())).toBe(canonical)
        expect(canonicalAddress(`[${ip}]:${p}`)).toBe(canonical)
        expect(canonicalAddress(` ${ip}%eth0 `)).toBe(canonical)
      }),
      { numRuns: RUNS },
    )
  })

  it("reads the usual forms and refuses what is not an address", () => {
    expect(canonicalAddress("::ffff:198.51.100.9")).toBe("198.51.100.9")
    expect(canonicalAddress("0:0:0:0:0:ffff:c633:6409")).toBe("198.51.100.9")
    expect(canonicalAddress("2001:0DB8:0:0:0:0:0:1")).toBe("2001:db8::1")
    expect(canonicalAddress("::1")).toBe("::1")
    for (const text of ["", "unknown", "01.2.3.4", "1.2.3", "256.1.1.1", "example.com", "[1.2.3.4]x", "1.2.3.4:port"]) {
      expect(canonicalAddress(text), text).toBeUndefined()
    }
  })
})

describe("TRUSTED_PROXIES entries", () => {
  it("accept addresses and CIDR ranges of either family, and refuse anything else", () => {
    expect(parseProxyRule("10.0.0.5")).toEqual({ address: "10.0.0.5", family: "ipv4" })
    expect(parseProxyRule("::ffff:10.0.0.5")).toEqual({ address: "10.0.0.5", family: "ipv4" })
    expect(parseProxyRule(" 10.0.0.0/8 ")).toEqual({ address: "10.0.0.0", family: "ipv4", prefix: 8 })
    expect(parseProxyRule("fd00::/8")).toEqual({ address: "fd00::", family: "ipv6", prefix: 8 })
    expect(parseProxyRule("::1/128")).toEqual({ address: "::1", family: "ipv6", prefix: 128 })
    for (const entry of ["", "10.0.0.0/33", "fd00::/129", "10.0.0.0/", "10.0.0.0/8/8", "10.0.0.0/-1", "10.0.0.0/8x", "proxy.local", "10.0.0.0 /8"]) {
      expect(parseProxyRule(entry), entry).toBeUndefined()
    }
  })

  it("are comma-separated, spaces and empty entries ignored; invalid ones are named by position, never by value", () => {
    expect(proxyEntries(" 10.0.0.0/8, ,192.0.2.1 ,")).toEqual(["10.0.0.0/8", "192.0.2.1"])
    expect(invalidProxyEntries(proxyEntries("10.0.0.0/8, proxy.local, 192.0.2.1, 10.0.0.0/40"))).toEqual([2, 4])
    expect(() => trustedProxies(["proxy.local"])).toThrow(/entry 1/)
  })

  it("trust an IPv4 address exactly when its first prefix bits are the range's (BlockList agrees with the bits)", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.ipV4(), fc.integer({ min: 0, max: 32 }), (ip, network, prefix) => {
        expect(trustedProxies([`${network}/${prefix}`]).trusts(ip)).toBe(inRange(ip, network, prefix))
      }),
      { numRuns: RUNS },
    )
  })

  it("trust IPv6 ranges and single addresses of both families", () => {
    const trusted = trustedProxies(["fd00::/8", "192.0.2.1", "2001:db8::7"])
    expect(["fd12:3456::1", "192.0.2.1", "2001:db8::7"].map(trusted.trusts)).toEqual([true, true, true])
    expect(["fe80::1", "192.0.2.2", "2001:db8::8", "::1"].map(trusted.trusts)).toEqual([false, false, false, false])
    expect(NO_TRUSTED_PROXIES.none).toBe(true)
    expect(NO_TRUSTED_PROXIES.trusts("192.0.2.1")).toBe(false)
  })
})

describe("the client of a request", () => {
  const trusted = trustedProxies(["10.0.0.0/8", "192.0.2.1"])
  const trustedHop = fc.oneof(fc.constant("192.0.2.1"), fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`))
  const outsider = fc.ipV4().filter((ip) => !trusted.trusts(ip))

  it("is the socket's peer whatever X-Forwarded-For says, when the peer is not a trusted proxy", () => {
    fc.assert(
      fc.property(outsider, anyHeader, (peer, header) => {
        expect(clientAddressOf(peer, header, trusted)).toBe(peer)
        expect(clientAddressOf(`::ffff:${peer}`, header, trusted)).toBe(peer)
        expect(clientAddressOf(peer, header, NO_TRUSTED_PROXIES)).toBe(peer)
      }),
      { numRuns: RUNS },
    )
  })

  it("is, behind trusted proxies, the address the first of them saw, whatever the client wrote before it", () => {
    fc.assert(
      fc.property(trustedHop, anyHeader, outsider, fc.array(trustedHop, { maxLength: 3 }), (peer, written, client, hops) => {
        const header = [...(written === undefined ? [] : [written]), client, ...hops].join(", ")
        expect(clientAddressOf(peer, header, trusted)).toBe(client)
      }),
      { numRuns: RUNS },
    )
  })

  it("is the last trusted hop when what stands left of it is not an address, and the farthest when every hop is trusted", () => {
    expect(clientAddressOf("10.0.0.5", "198.51.100.1, garbage, 10.1.1.1", trusted)).toBe("10.1.1.1")
    expect(clientAddressOf("10.0.0.5", "", trusted)).toBe("10.0.0.5")
    expect(clientAddressOf("10.0.0.5", undefined, trusted)).toBe("10.0.0.5")
    expect(clientAddressOf("10.0.0.5", "192.0.2.1, 10.9.9.9", trusted)).toBe("192.0.2.1")
    expect(clientAddressOf("10.0.0.5", "[2001:DB8::1]:443", trusted)).toBe("2001:db8::1")
  })

  it("is 'unknown' without a socket address", () => {
    expect(clientAddressOf(undefined, "198.51.100.1", trusted)).toBe(UNKNOWN_CLIENT)
    expect(clientAddressOf("not an address", undefined, NO_TRUSTED_PROXIES)).toBe(UNKNOWN_CLIENT)
  })
})
