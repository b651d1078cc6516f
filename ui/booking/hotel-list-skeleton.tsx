import { Skeleton } from "../kit/skeleton.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"

/** Waits over 300 ms show the outline of three hotel cards (QUALITY.md), the size of the real ones. */
export const HotelListSkeleton = () => {
  const shown = useDelayedFlag(true)
  return (
    <div role="status" aria-label="Loading hotels" aria-busy="true" className="hotels__cards">
      {shown
        ? [0, 1, 2].map((index) => (
            <div key={index} className="hotel-card hotel-card--skeleton">
              <Skeleton className="hotel-card__image" height="100%" />
              <div className="hotel-card__body">
                <Skeleton text width="30%" />
                <Skeleton text width="70%" height="1.5rem" />
                <Skeleton text width="90%" />
                <Skeleton text width="60%" />
              </div>
            </div>
          ))
        : null}
    </div>
  )
}
