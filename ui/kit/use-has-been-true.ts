import { useState } from "react"

/** True from the first render in which `value` is true, and for good after: mount something on first need, then keep it. */
export const useHasBeenTrue = (value: boolean): boolean => {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}
