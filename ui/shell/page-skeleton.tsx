import { Skeleton } from "../kit/skeleton.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"

/** While a lazy route area loads: nothing for the first 300 ms, then the outline of a page. */
export const PageSkeleton = () => {
  const shown = useDelayedFlag(true)
  return (
    <div className="container page-skeleton" role="status" aria-label="Loading page" aria-busy="true">
      {shown ? (
        <>
          <Skeleton text width="40%" height="2rem" />
          <Skeleton height="12rem" />
          <Skeleton text width="90%" />
          <Skeleton text width="75%" />
        </>
      ) : null}
    </div>
  )
}
