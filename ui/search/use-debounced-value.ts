import { useEffect, useState } from "react"

/** `value` once it has stayed the same for `delayMillis` (spec B §9: the 500 ms pause in typing). */
export const useDebouncedValue = <A,>(value: A, delayMillis: number): A => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMillis)
    return () => clearTimeout(timer)
  }, [value, delayMillis])
  return settled
}
