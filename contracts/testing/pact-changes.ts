import { isDeepStrictEqual } from "node:util"

/** What the committed-pacts check compares: a pact file's parties and interactions (its metadata names tool versions). */
export interface PactFile {
  readonly consumer: { readonly name: string }
  readonly provider: { readonly name: string }
  readonly interactions: ReadonlyArray<Interaction>
}

export interface Interaction {
  readonly description: string
  readonly providerStates?: ReadonlyArray<{ readonly name: string; readonly params?: unknown }>
}

/** An interaction is known by its description and its provider states, as Pact tells interactions apart. */
const identity = (interaction: Interaction): string => {
  const states = (interaction.providerStates ?? []).map((state) => (state.params === undefined ? state.name : `${state.name} ${JSON.stringify(state.params)}`))
  return states.length === 0 ? `"${interaction.description}"` : `"${interaction.description}" given ${states.map((state) => `"${state}"`).join(" and ")}`
}

const byIdentity = (pact: PactFile | undefined): ReadonlyMap<string, Interaction> => new Map((pact?.interactions ?? []).map((interaction) => [identity(interaction), interaction]))

/**
 * Every difference between the committed pacts and the ones written, by file name, one line each: a pact file or an
 * interaction added, changed or removed. None when they agree.
 */
export const describePactChanges = (committed: ReadonlyMap<string, PactFile>, written: ReadonlyMap<string, PactFile>): ReadonlyArray<string> => {
  const changes: Array<string> = []
  for (const file of new Set([...committed.keys(), ...written.keys()])) {
    const before = committed.get(file)
    const after = written.get(file)
    if (before === undefined) changes.push(`${file}: a new pact, not committed`)
    if (after === undefined) changes.push(`${file}: committed, but no consumer test writes it any more`)
    const old = byIdentity(before)
    const now = byIdentity(after)
    for (const [key, interaction] of now) {
      const was = old.get(key)
      if (was === undefined) changes.push(`${file}: interaction added: ${key}`)
      else if (!isDeepStrictEqual(was, interaction)) changes.push(`${file}: interaction changed: ${key}`)
    }
    for (const key of old.keys()) if (!now.has(key)) changes.push(`${file}: interaction removed: ${key}`)
  }
  return changes
}
