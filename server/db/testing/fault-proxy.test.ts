import { once } from "node:events"
import { createServer, connect, type Socket } from "node:net"
import { setTimeout as delay } from "node:timers/promises"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FaultProxy, startFaultProxy } from "./fault-proxy.ts"

/** The proxy's own faults, against an echo server standing in for the database. */

const echo = createServer((socket) => socket.on("data", (chunk) => socket.write(chunk)))
let proxy: FaultProxy

beforeAll(async () => {
  echo.listen(0, "127.0.0.1")
  await once(echo, "listening")
  proxy = await startFaultProxy({ host: "127.0.0.1", port: (echo.address() as { port: number }).port })
})
afterAll(async () => {
  await proxy.close()
  echo.close()
})

const open = async (): Promise<Socket> => {
  const socket = connect(proxy.port, "127.0.0.1")
  await once(socket, "connect")
  return socket
}

const nextData = (socket: Socket, withinMs: number): Promise<string | undefined> =>
  Promise.race([once(socket, "data").then(([chunk]) => String(chunk)), delay(withinMs).then(() => undefined)])

const closed = (socket: Socket): Promise<void> => (socket.destroyed ? Promise.resolve() : once(socket, "close").then(() => undefined))

describe("the fault proxy", () => {
  it("passes bytes both ways", async () => {
    const socket = await open()
    socket.write("ping")
    expect(await nextData(socket, 2_000)).toBe("ping")
    socket.destroy()
  })

  it("holds everything back while frozen, and lets it through when passing again", async () => {
    const socket = await open()
    await proxy.setMode("freeze")
    socket.write("held")
    expect(await nextData(socket, 200)).toBeUndefined()
    const later = await open()
    later.write("new")
    expect(await nextData(later, 200)).toBeUndefined()
    const both = Promise.all([nextData(socket, 2_000), nextData(later, 2_000)])
    await proxy.setMode("pass")
    expect(await both).toEqual(["held", "new"])
    socket.destroy()
    later.destroy()
  })

  it("cuts open connections on drop, and passes new ones", async () => {
    const socket = await open()
    socket.on("error", () => undefined)
    await proxy.setMode("drop")
    await closed(socket)
    const after = await open()
    after.write("again")
    expect(await nextData(after, 2_000)).toBe("again")
    after.destroy()
    await proxy.setMode("pass")
  })

  it("refuses new connections while refusing, and accepts them again after", async () => {
    const socket = await open()
    socket.on("error", () => undefined)
    await proxy.setMode("refuse")
    await closed(socket)
    const refused = connect(proxy.port, "127.0.0.1")
    const [error] = (await once(refused, "error")) as [NodeJS.ErrnoException]
    expect(error.code).toBe("ECONNREFUSED")
    await proxy.setMode("pass")
    const after = await open()
    after.write("back")
    expect(await nextData(after, 2_000)).toBe("back")
    after.destroy()
  })
})
