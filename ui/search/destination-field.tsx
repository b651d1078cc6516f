import { Building2, LocateFixed, MapPin } from "lucide-react"
import { type KeyboardEvent, useEffect, useId, useState } from "react"
import { loadLocations } from "../../core/content/load-content.ts"
import type { Destination } from "../../core/search/destination.ts"
import { DESTINATION_DEBOUNCE_MS } from "../../core/search/destination.ts"
import { destinationLabel, destinationListState } from "../../core/search/destination-options.ts"
import { loadNearbyDestination } from "../../core/search/load-nearby-destination.ts"
import { NEAR_ME } from "../../core/search/messages.ts"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { FieldError } from "../kit/field.tsx"
import { Spinner } from "../kit/spinner.tsx"
import { useDebouncedValue } from "./use-debounced-value.ts"
import { DESTINATION_LABEL } from "./field-labels.ts"

export interface DestinationFieldProps {
  readonly value: Destination | null
  readonly onChange: (destination: Destination) => void
  readonly messages: ReadonlyArray<string>
}

interface Option {
  readonly key: string
  readonly label: string
  readonly detail?: string
  readonly icon: "place" | "hotel" | "nearby"
  readonly pick: () => void
}

/**
 * spec B §2, §5: the destination search, an accessible combobox. Typing searches hotels and places after a
 * 500 ms pause (a newer text interrupts the older search); before anything is typed it offers hotels near the
 * visitor and the popular cities. "THIS FIELD IS REQUIRED!" shows under it after a search attempt.
 */
export const DestinationField = ({ value, onChange, messages }: DestinationFieldProps) => {
  const id = useId()
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const run = useRunEffect()
  const [text, setText] = useState(destinationLabel(value))
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [locating, setLocating] = useState(false)

  useEffect(() => setText(destinationLabel(value)), [value])

  const query = useDebouncedValue(text.trim(), DESTINATION_DEBOUNCE_MS)
  const typing = text.trim() !== query
  const searching = open && query !== "" && query !== destinationLabel(value)
  const answer = useCoreRead(() => loadLocations(query), searching ? query : null)
  const state = destinationListState(
    searching ? query : "",
    typing || answer.kind !== "ready" ? "loading" : answer.value,
  )

  const choose = (destination: Destination) => {
    onChange(destination)
    setText(destinationLabel(destination))
    setOpen(false)
  }

  const nearby = () => {
    setLocating(true)
    void run(loadNearbyDestination())
      .then(choose)
      .finally(() => setLocating(false))
  }

  const options: ReadonlyArray<Option> = (() => {
    if (state.kind === "popular") {
      return [
        { key: "nearby", label: NEAR_ME, icon: "nearby" as const, pick: nearby },
        ...state.cities.map((city) => ({ key: `city-${city.name}`, label: city.name, icon: "place" as const, pick: () => choose(city) })),
      ]
    }
    if (state.kind !== "ready") return []
    return [
      ...state.options.places.map((place) => ({ key: `place-${place.name}`, label: place.name, detail: "All hotels in this city", icon: "place" as const, pick: () => choose(place) })),
      ...state.options.hotels.map((hotel) => ({
        key: `hotel-${hotel.destination.hotelId}`,
        label: hotel.destination.name,
        detail: hotel.address,
        icon: "hotel" as const,
        pick: () => choose(hotel.destination),
      })),
    ]
  })()

  useEffect(() => setActive(0), [state.kind, query])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault()
      if (!open) setOpen(true)
      else setActive((index) => Math.min(index + 1, options.length - 1))
    } else if (event.key === "ArrowUp") {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === "Enter" && open && options[active] !== undefined) {
      event.preventDefault()
      options[active].pick()
    } else if (event.key === "Escape" && open) {
      event.preventDefault()
      setOpen(false)
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
          placeholder="City, area or hotel"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && options[active] !== undefined ? `${listId}-${active}` : undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {locating ? <Spinner label="Finding hotels near you" /> : null}
        <ul id={listId} role="listbox" aria-label="Destinations" className="destination__list" hidden={!showList}>
          {state.kind === "popular" ? (
            <li role="presentation" className="destination__heading">
              Popular cities
            </li>
          ) : null}
          {state.kind === "loading" ? (
            <li role="presentation" className="destination__status">
              <Spinner label="Searching" /> Searching…
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
              {option.icon === "hotel" ? <Building2 size={18} aria-hidden="true" /> : option.icon === "nearby" ? <LocateFixed size={18} aria-hidden="true" /> : <MapPin size={18} aria-hidden="true" />}
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
