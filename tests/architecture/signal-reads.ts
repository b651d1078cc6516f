/**
 * The components of a file that take signals (a bound screen model, a signal prop) and read them without subscribing
 * (useSignals, or the useScreenModel hook, which calls it), by name. A component is a top-level `const` or `function`
 * whose name is capitalised; reads of plain `.value`s (an event's, a field's, an option's) are not signals.
 */
export const componentsReadingSignalsUnsubscribed = (source: string): ReadonlyArray<string> => {
  if (!/\bBound<|\bReadonlySignal<|\bSignal</.test(source)) return []
  return source.split(/\n(?=(?:export )?(?:const|function) )/).flatMap((block) => {
    const name = /^(?:export )?(?:const|function) ([A-Z]\w*)/.exec(block)?.[1]
    if (name === undefined) return []
    const reads = /\b[a-z]\w*(\.\w+)+\.value\b(?!\s*=[^=])/.test(block.replace(/\b(event|item|option|field)(\.\w+)*\.value\b/g, ""))
    return reads && !/\buseSignals\(\)|\buseScreenModel\(/.test(block) ? [name] : []
  })
}
