import type { TestProjectInlineConfiguration, ViteUserConfig } from "vitest/config"
import base from "../../vitest.config.ts"

/**
 * One project of vitest.config.ts, by name, for Stryker (issue 30): its vitest runner starts every project of the
 * config it is given, so each mutation target gets a config holding only the project whose tests cover its modules.
 */
export const projectNamed = (name: string): TestProjectInlineConfiguration => {
  const found = (base as ViteUserConfig).test?.projects?.find(
    (project): project is TestProjectInlineConfiguration =>
      typeof project === "object" && "test" in project && project.test?.name === name,
  )
  if (found === undefined) throw new Error(`vitest.config.ts has no project named ${name}`)
  return found
}
