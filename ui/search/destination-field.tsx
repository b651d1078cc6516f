import { Building2, LocateFixed, MapPin } from "lucide-react"
import { type KeyboardEvent, useEffect, useId, useState } from "react"
import type { Destination } from "../../core/search/destination.ts"
import { makeDestinationModel } from "../../core/search/destination-model.ts"
import {
  ALL_HOTELS_IN_CITY,
  DESTINATION_LABEL,
  DESTINATION_PLACEHOLDER,
  DESTINATIONS,
  FINDING_NEARBY,
  NEAR_ME,
  POPULAR_CITIES_HEADING,
  SEARCHING,
} from "../../core/search/messages.ts"
import type { SearchForm } from "../../core/search/search-form.ts"
import { FieldError } from "../kit/field.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"

export interface DestinationFieldProps {
  readonly form: SearchForm
  readonly messages: ReadonlyArray<string>
}

interface Option {
  readonly key: string
  readonly label: string
  readonly detail?: string
  readonly icon: "place" | "hotel" | "nearby"
  readonly pick: () => void
}

const OptionIcon = ({ icon }: { readonly icon: Option["icon"] }) =>
  icon === "hotel" ? <Building2 size={18} aria-hidden="true" /> : icon === "nearby" ? <LocateFixed size={18} aria-hidden="true" /> : <MapPin size={18} aria-hidden="true" />

/**
 * spec B §2, §5: the destination search, an accessible combobox. Typing searches hotels and places after a
 * 500 ms pause (a newer text interrupts the older search); before anything is typed it offers hotels near the
 * visitor and the popular cities. "THIS FIELD IS REQUIRED!" shows under it after a search attempt. Its model:
 * core/search/destination-model.ts.
 */
export const DestinationField = ({ form, messages }: DestinationFieldProps) => {
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const field = useScreenModel(makeDestinationModel, { form })
  const [active, setActive] = useState(0)
  const state = field.list.value
  const open = field.open.value

  const choose = (destination: Destination) => () => field.choose(destination)
  const options: ReadonlyArray<Option> = (() => {
    if (state.kind === "popular") {
      return [
        { key: "nearby", label: NEAR_ME, icon: "nearby" as const, pick: field.chooseNearby },
        ...state.cities.map((city) => ({ key: `city-${city.name}`, label: city.name, icon: "place" as const, pick: choose(city) })),
      ]
    }
    if (state.kind !== "ready") return []
    return [
      ...state.options.places.map((place) => ({ key: `place-${place.name}`, label: place.name, detail: ALL_HOTELS_IN_CITY, icon: "place" as const, pick: choose(place) })),
      ...state.options.hotels.map((hotel) => ({
        key: `hotel-${hotel.destination.hotelId}`,
        label: hotel.destination.name,
        detail: hotel.address,
        icon: "hotel" as const,
        pick: choose(hotel.destination),
      })),
    ]
  })()

  useEffect(() => setActive(0), [state])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault()
      if (!open) field.show(true)
      else setActive((index) => Math.min(index + 1, options.length - 1))
    } else if (event.key === "ArrowUp") {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === "Enter" && open && options[active] !== undefined) {
      event.preventDefault()
      options[active].pick()
    } else if (event.key === "Escape" && open) {
      event.preventDefault()
      field.show(false)
    }
  }

  const hasError = messages.length > 0
  const showList = open && (options.length > 0 || state.kind === "loading" || state.kind === "empty")
  return (
    <div className="search-field search-field--destination">
      <label className="search-field__label" htmlFor={id}>
        {DESTINATION_LABEL}
      </label>
      <div className="destination">
        <MapPin className="search-field__icon" size={18} aria-hidden="true" />
        <input
          id={id}
          className="search-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={DESTINATION_PLACEHOLDER}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && options[active] !== undefined ? `${listId}-${active}` : undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          value={field.text.value}
          onChange={(event) => field.type(event.target.value)}
          onClick={() => field.show(true)}
          onBlur={() => setTimeout(() => field.show(false), 150)}
          onKeyDown={onKeyDown}
        />
        {field.locating.value ? <Spinner label={FINDING_NEARBY} /> : null}
        <ul id={listId} role="listbox" aria-label={DESTINATIONS} className="destination__list" hidden={!showList}>
          {state.kind === "popular" ? (
            <li role="presentation" className="destination__heading">
              {POPULAR_CITIES_HEADING}
            </li>
          ) : null}
          {state.kind === "loading" ? (
            <li role="presentation" className="destination__status">
              <Spinner label={SEARCHING} /> {SEARCHING}…
            </li>
          ) : null}
          {state.kind === "empty" ? (
            <li role="presentation" className="destination__status">
              {state.message}
            </li>
          ) : null}
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? "destination__option destination__option--active" : "destination__option"}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={option.pick}
            >
              <OptionIcon icon={option.icon} />
              <span className="destination__text">
                <span className="destination__name">{option.label}</span>
                {option.detail === undefined ? null : <span className="destination__detail">{option.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {hasError ? <FieldError id={errorId}>{messages.join(" ")}</FieldError> : null}
    </div>
  )
}
