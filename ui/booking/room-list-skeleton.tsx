import { Skeleton } from "../kit/skeleton.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"

/** Waits over 300 ms show the outline of two room cards (QUALITY.md). */
export const RoomListSkeleton = () => {
  const shown = useDelayedFlag(true)
  return (
    <div role="status" aria-label="Loading rooms" aria-busy="true" className="rooms__cards">
      {shown
        ? [0, 1].map((index) => (
            <div key={index} className="room-card room-card--skeleton">
              <Skeleton className="room-card__image" height="100%" />
              <div className="room-card__body">
                <Skeleton text width="50%" height="1.5rem" />
                <Skeleton text width="90%" />
                <Skeleton height="4rem" />
                <Skeleton height="4rem" />
              </div>
            </div>
          ))
        : null}
    </div>
  )
}
