import { useEffect, useState } from "react"

/** QUALITY.md: a loading state shows only for waits over 300 ms; a quicker answer never flashes a skeleton. */
export const LOADING_DELAY_MILLIS = 300

/** True once `active` has stayed true for `delayMillis`; false again as soon as it turns false. */
export const useDelayedFlag = (active: boolean, delayMillis: number = LOADING_DELAY_MILLIS): boolean => {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delayMillis)
    return () => clearTimeout(timer)
  }, [active, delayMillis])
  return active && shown
}
