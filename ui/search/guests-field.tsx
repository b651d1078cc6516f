import { useSignals } from "@preact/signals-react/runtime"
import { Trash2, Users } from "lucide-react"
import { useState } from "react"
import { canAddGuest, canRemoveGuest, canRemoveRoom, type GuestKind } from "../../core/search/guest-room-steppers.ts"
import type { GuestRoom } from "../../core/search/guest-rooms.ts"
import { ADD_ROOM, ADULT, ADULTS_STEPPER, DONE, GUESTS_LABEL, KID, KIDS_STEPPER, MORE_THAN_10_ROOMS, REMOVE, removeRoomLabel, roomTitle } from "../../core/search/messages.ts"
import { guestsSummary } from "../../core/search/search-bar-view.ts"
import { roomMessages, type SearchForm } from "../../core/search/search-form.ts"
import { Button } from "../kit/button.tsx"
import { FieldError } from "../kit/field.tsx"
import { Stepper } from "../kit/stepper.tsx"
import { SearchPopoverField } from "./search-popover-field.tsx"

export interface GuestsFieldProps {
  readonly form: SearchForm
  readonly messages: ReadonlyArray<string>
  /** "More than 10 rooms required?": the group booking modal (spec B §2, A §2). */
  readonly onGroupBooking: () => void
}

const GUEST_STEPPERS: ReadonlyArray<{ readonly kind: GuestKind; readonly label: string; readonly unit: string }> = [
  { kind: "adults", label: ADULTS_STEPPER, unit: ADULT },
  { kind: "kids", label: KIDS_STEPPER, unit: KID },
]

const RoomGuests = ({ form, rooms, index }: { readonly form: SearchForm; readonly rooms: ReadonlyArray<GuestRoom>; readonly index: number }) => {
  useSignals()
  const room = rooms[index]
  if (room === undefined) return null
  return (
    <li className="guests__room">
      <div className="guests__room-head">
        <h3 className="guests__room-title">{roomTitle(index + 1)}</h3>
        {canRemoveRoom(rooms, index) ? (
          <Button variant="ghost" size="small" onClick={() => form.removeRoom(index)} aria-label={removeRoomLabel(index + 1)}>
            <Trash2 size={16} aria-hidden="true" /> {REMOVE}
          </Button>
        ) : null}
      </div>
      {GUEST_STEPPERS.map(({ kind, label, unit }) => (
        <Stepper
          key={kind}
          label={label}
          unit={unit}
          value={room[kind]}
          canDecrement={canRemoveGuest(room, kind)}
          canIncrement={canAddGuest(room)}
          onDecrement={() => form.decrement(index, kind)}
          onIncrement={() => form.increment(index, kind)}
        />
      ))}
      {roomMessages(form.shownErrors.value, index).map((message) => (
        <FieldError key={message}>{message}</FieldError>
      ))}
    </li>
  )
}

/**
 * spec B §2, §5: the guests and rooms dropdown. Per room, adults and kids steppers (by one, never below zero,
 * plus capped by core at 2 guests a room); ADD ROOM, and Remove for every room after the first; the 10-room
 * message; "More than 10 rooms required?" opens the group booking request.
 */
export const GuestsField = ({ form, messages, onGroupBooking }: GuestsFieldProps) => {
  useSignals()
  const [open, setOpen] = useState(false)
  const rooms = form.values.value.guestRooms
  return (
    <SearchPopoverField
      kind="search-field--guests"
      label={GUESTS_LABEL}
      popoverLabel={GUESTS_LABEL}
      icon={Users}
      summary={guestsSummary(rooms)}
      open={open}
      onOpenChange={setOpen}
      align="end"
      hasError={messages.length > 0}
      errors={messages.join(" ")}
    >
      <div className="guests">
        <ol className="guests__rooms">
          {rooms.map((_, index) => (
            <RoomGuests key={index} form={form} rooms={rooms} index={index} />
          ))}
        </ol>
        <div className="guests__actions">
          <Button variant="secondary" size="small" onClick={form.addRoom}>
            {ADD_ROOM}
          </Button>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setOpen(false)
              onGroupBooking()
            }}
          >
            {MORE_THAN_10_ROOMS}
          </Button>
        </div>
        {form.roomLimitMessage.value === null ? null : (
          <div role="alert" className="guests__limit">
            <FieldError>{form.roomLimitMessage.value}</FieldError>
          </div>
        )}
        <Button size="small" block onClick={() => setOpen(false)}>
          {DONE}
        </Button>
      </div>
    </SearchPopoverField>
  )
}
