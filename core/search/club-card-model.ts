import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect } from "effect"
import type { BookingSession } from "../booking/session-store.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { checkClubCard } from "./check-club-card.ts"
import type { SearchForm } from "./search-form.ts"

export interface ClubCardModel {
  readonly open: ReadonlySignal<boolean>
  readonly submitting: ReadonlySignal<boolean>
  /** The card the search carries ("" for none). */
  readonly applied: ReadonlySignal<string>
  readonly show: (open: boolean) => Effect.Effect<void>
  /** Validate: the server decides; a valid card joins the search and the modal closes (toasts by core). */
  readonly validate: (clubCardNumber: string) => Effect.Effect<void, never, BookingApi | Notifications | BookingSession>
}

/** The Clicks ClubCard modal's model (spec B §2, §4, §8, A §2). */
export const makeClubCardModel = ({ form }: { readonly form: SearchForm }): Effect.Effect<ClubCardModel> =>
  Effect.sync(() => {
    const open = signal(false)
    const submitting = signal(false)
    const applied = computed(() => form.values.value.clubCard)
    return {
      open,
      submitting,
      applied,
      show: (next) => Effect.sync(() => void (open.value = next)),
      validate: (clubCardNumber) =>
        Effect.suspend(() => {
          if (submitting.value) return Effect.void
          submitting.value = true
          return checkClubCard(clubCardNumber).pipe(
            Effect.tap((outcome) =>
              Effect.sync(() => {
                if (outcome.kind !== "valid") return
                form.setClubCard(clubCardNumber)
                open.value = false
              }),
            ),
            Effect.ensuring(Effect.sync(() => void (submitting.value = false))),
          )
        }),
    }
  })
