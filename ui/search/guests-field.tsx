import { useSignals } from "@preact/signals-react/runtime"
import { Trash2, Users } from "lucide-react"
import { useId, useState } from "react"
import { canAddGuest, canRemoveGuest, canRemoveRoom } from "../../core/search/guest-room-steppers.ts"
import { guestsSummary } from "../../core/search/search-bar-view.ts"
import { roomMessages, type SearchForm } from "../../core/search/search-form.ts"
import { Button } from "../kit/button.tsx"
import { FieldError } from "../kit/field.tsx"
import { Popover } from "../kit/popover.tsx"
import { Stepper } from "../kit/stepper.tsx"
import { GUESTS_LABEL } from "./field-labels.ts"
import { SearchFieldTrigger } from "./search-field-trigger.tsx"

export interface GuestsFieldProps {
  readonly form: SearchForm
  readonly messages: ReadonlyArray<string>
  /** "More than 10 rooms required?": the group booking modal (spec B §2, A §2). */
  readonly onGroupBooking: () => void
}

/**
 * spec B §2, §5: the guests and rooms dropdown. Per room, adults and kids steppers (by one, never below zero,
 * plus capped by core at 2 guests a room); ADD ROOM, and Remove for every room after the first; the 10-room
 * message; "More than 10 rooms required?" opens the group booking request.
 */
export const GuestsField = ({ form, messages, onGroupBooking }: GuestsFieldProps) => {
  useSignals()
  const id = useId()
  const errorId = `${id}-error`
  const [open, setOpen] = useState(false)
  const rooms = form.values.value.guestRooms
  const errors = form.shownErrors.value
  const hasError = messages.length > 0
  return (
    <div className="search-field search-field--guests">
      <span className="search-field__label" id={`${id}-label`}>
        {GUESTS_LABEL}
      </span>
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={GUESTS_LABEL}
        align="end"
        trigger={
          <SearchFieldTrigger fieldId={id} icon={Users} summary={guestsSummary(rooms)} hasError={hasError} />
        }
      >
        <div className="guests">
          <ol className="guests__rooms">
            {rooms.map((room, index) => (
              <li key={index} className="guests__room">
                <div className="guests__room-head">
                  <h3 className="guests__room-title">Room {index + 1}</h3>
                  {canRemoveRoom(rooms, index) ? (
                    <Button variant="ghost" size="small" onClick={() => form.removeRoom(index)} aria-label={`Remove room ${index + 1}`}>
                      <Trash2 size={16} aria-hidden="true" /> Remove
                    </Button>
                  ) : null}
                </div>
                <Stepper
                  label="Adults"
                  unit="adult"
                  value={room.adults}
                  canDecrement={canRemoveGuest(room, "adults")}
                  canIncrement={canAddGuest(room)}
                  onDecrement={() => form.decrement(index, "adults")}
                  onIncrement={() => form.increment(index, "adults")}
                />
                <Stepper
                  label="Kids"
                  unit="kid"
                  value={room.kids}
                  canDecrement={canRemoveGuest(room, "kids")}
                  canIncrement={canAddGuest(room)}
                  onDecrement={() => form.decrement(index, "kids")}
                  onIncrement={() => form.increment(index, "kids")}
                />
                {roomMessages(errors, index).map((message) => (
                  <FieldError key={message}>{message}</FieldError>
                ))}
              </li>
            ))}
          </ol>
          <div className="guests__actions">
            <Button variant="secondary" size="small" onClick={form.addRoom}>
              ADD ROOM
            </Button>
            <Button
              variant="ghost"
              size="small"
              onClick={() => {
                setOpen(false)
                onGroupBooking()
              }}
            >
              More than 10 rooms required?
            </Button>
          </div>
          {form.roomLimitMessage.value === null ? null : (
            <div role="alert" className="guests__limit">
              <FieldError>{form.roomLimitMessage.value}</FieldError>
            </div>
          )}
          <Button size="small" block onClick={() => setOpen(false)}>
            Done
          </Button>
        </div>
      </Popover>
      {hasError ? <FieldError id={errorId}>{messages.join(" ")}</FieldError> : null}
    </div>
  )
}
