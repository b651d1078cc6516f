/**
 * Whether a component file takes signals (a bound screen model, a signal prop) and reads them without subscribing
 * (useSignals, or the useScreenModel hook, which calls it). Reads of plain `.value`s (an event's, a field's, an
 * option's) are not signals.
 */
export const readsSignalsUnsubscribed = (source: string): boolean =>
  /\bBound<|\bReadonlySignal<|\bSignal</.test(source) &&
  /\b[a-z]\w*(\.\w+)*\.value\b(?!\s*=[^=])/.test(source.replace(/\b(event|item|option|field)(\.\w+)*\.value\b/g, "")) &&
  !/\buseSignals\(\)|\buseScreenModel\(/.test(source)
