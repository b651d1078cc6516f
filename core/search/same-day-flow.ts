import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect } from "effect"
import { Navigation } from "../ports/Navigation.ts"
import { SAME_DAY_NOTICE } from "./same-day-notice.ts"

/** The words of a notice the guest must see before going on. */
export interface NoticeWords {
  readonly title: string
  readonly text: string
  readonly button: string
}

export interface SameDayFlow {
  /** The Same Day Reservations notice while it is shown, else null. */
  readonly notice: ReadonlySignal<NoticeWords | null>
  /** Goes to `to`, after the notice when `noticeFirst` (spec B §4: a same-day search for a hotel). */
  readonly go: (to: string, noticeFirst: boolean) => Effect.Effect<void, never, Navigation>
  /** Got it! (or closing the notice): goes on to where the search leads. */
  readonly acknowledge: Effect.Effect<void, never, Navigation>
}

/**
 * spec B §2, §4, §8: "the Same Day Reservations notice, then go on", for every screen a search starts from (the
 * search form, the hotel list's View Rates, the rate calendar): one flow, so no screen writes it again.
 */
export const makeSameDayFlow = (): SameDayFlow => {
  const notice = signal<NoticeWords | null>(null)
  let pending: string | null = null
  return {
    notice,
    go: (to, noticeFirst) =>
      Effect.suspend(() => {
        if (!noticeFirst) return Navigation.use((navigation) => navigation.go(to))
        pending = to
        notice.value = SAME_DAY_NOTICE
        return Effect.void
      }),
    acknowledge: Effect.suspend(() => {
      const to = pending
      pending = null
      notice.value = null
      return to === null ? Effect.void : Navigation.use((navigation) => navigation.go(to))
    }),
  }
}
