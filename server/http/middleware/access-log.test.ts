import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import type { Logger, LogFields, LogLevel } from "../../log.ts"
import type { AppEnv } from "../runtime.ts"
import { accessLog } from "./access-log.ts"

const recordingLogger = () => {
  const lines: Array<{ readonly level: LogLevel; readonly msg: string; readonly fields: LogFields }> = []
  const at = (level: LogLevel) => (msg: string, fields: LogFields = {}) => void lines.push({ level, msg, fields })
  const log: Logger = { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), isEnabled: () => true }
  return { log, lines }
}

const appAnswering = (log: Logger) =>
  new Hono<AppEnv>()
    .use(accessLog(log))
    .get("/readyz", (c) => c.text("ok"))
    .get("/status/:code", (c) => c.body(null, Number(c.req.param("code")) as 200))

const levelOf = async (path: string): Promise<LogLevel | undefined> => {
  const { log, lines } = recordingLogger()
  await appAnswering(log).request(path)
  return lines.find((line) => line.msg === "request")?.level
}

describe("the access log's level", () => {
  it("logs a request people make at info, and the probes at debug", async () => {
    expect(await levelOf("/status/200")).toBe("info")
    expect(await levelOf("/readyz")).toBe("debug")
  })

  it("logs a 500 at error: a bug to look at", async () => {
    expect(await levelOf("/status/500")).toBe("error")
  })

  it("logs a 503 at warn: the outage's cause is logged once a minute at error (server/db/errors.ts), not once per request", async () => {
    expect(await levelOf("/status/503")).toBe("warn")
  })
})
