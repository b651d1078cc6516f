import { BaseSequencer, type TestSpecification } from "vitest/node"

/**
 * The order of the contracts project's files, which run one at a time (vitest.config.ts): every consumer test
 * first (each adds its interactions to the pact), then the check that the pact written is the committed one, then
 * the provider's verification of the committed pact. Other projects' files keep vitest's own order.
 */
const STAGES = ["contracts/consumer/", "contracts/pacts/", "contracts/provider/"]

const stageOf = (file: TestSpecification): number => {
  const path = file.moduleId.replaceAll("\\", "/")
  const stage = STAGES.findIndex((folder) => path.includes(`/${folder}`))
  return stage === -1 ? 0 : stage
}

export class ContractFilesInOrder extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    // Array.prototype.sort is stable: within a stage, vitest's order stands.
    return [...(await super.sort(files))].sort((a, b) => stageOf(a) - stageOf(b))
  }
}
