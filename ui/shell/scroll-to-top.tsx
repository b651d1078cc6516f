import { useLayoutEffect } from "react"
import { useLocation, useNavigationType } from "react-router-dom"

/**
 * A page opened by a link or a redirect starts at its top: without this the browser router keeps the last page's
 * scroll, so the thank-you page opened half-way down where Pay Later was pressed. Back and Forward (POP) keep the
 * browser's own restoration; a change of query or hash on the same page does not move it.
 */
export const ScrollToTop = () => {
  const { pathname } = useLocation()
  const navigation = useNavigationType()
  useLayoutEffect(() => {
    if (navigation !== "POP") window.scrollTo(0, 0)
  }, [pathname, navigation])
  return null
}
