import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { loadRateCalendar } from "../../core/booking/load-price-calendar.ts"
import { type CalendarPick, isStayPicked, NOTHING_PICKED, pickDay, priceCalendarView } from "../../core/booking/price-calendar.ts"
import { CHOOSE_YOUR_DATES } from "../../core/booking/messages.ts"
import { calendarStaySearch } from "../../core/booking/search-from-session.ts"
import type { SearchNextStep } from "../../core/search/search-route.ts"
import { SAME_DAY_NOTICE } from "../../core/search/same-day-notice.ts"
import { submitSearch } from "../../core/search/submit-search.ts"
import { formatDate, WEEKDAY_NAMES } from "../../core/time/format.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { Button } from "../kit/button.tsx"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"
import { NoticeThenContinue } from "../kit/notice-then-continue.tsx"
import "./booking.css"

const CalendarSkeleton = () => {
  const shown = useDelayedFlag(true)
  return (
    <div className="rate-calendar" role="status" aria-label="Loading prices" aria-busy="true">
      {shown ? [0, 1, 2].map((month) => <Skeleton key={month} height="22rem" />) : null}
    </div>
  )
}

/** spec B §2: /booking/calendar, the flexible-dates search: three months, each night with its from-price. */
export const CalendarPage = () => {
  useSignals()
  const session = useBookingSession()
  const state = session.state.value
  const run = useRunEffect()
  const navigate = useNavigate()
  const [pick, setPick] = useState<CalendarPick>(NOTHING_PICKED)
  const [submitting, setSubmitting] = useState(false)
  const [sameDayNext, setSameDayNext] = useState<SearchNextStep | null>(null)
  const hotelCode = state.destination?.category === "hotel" ? state.destination.hotelCode : null
  const read = useCoreRead(() => loadRateCalendar(session.state.value), hotelCode === null ? null : `${hotelCode} ${state.checkInDate}`)

  const checkRates = () => {
    if (!isStayPicked(pick)) return
    setSubmitting(true)
    run(submitSearch(calendarStaySearch(session.state.value, pick))).then(
      (next) => (next.sameDayNoticeFirst ? setSameDayNext(next) : void navigate(next.to)),
      () => setSubmitting(false),
    )
  }

  const hotelName = state.destination?.name ?? ""
  return (
    <BookingTemplate title={CHOOSE_YOUR_DATES} summary={false} subtitle={`Prices from, per night, at ${hotelName}`}>
      {read.kind !== "ready" || state.checkInDate === null ? (
        <CalendarSkeleton />
      ) : read.value.kind === "error" ? (
        <Notice tone="danger" role="alert">
          {read.value.message}
        </Notice>
      ) : (
        <>
          <p className="rate-calendar__hint" id="calendar-hint">
            {pick.checkInDate === null
              ? "Pick your check-in date."
              : pick.checkOutDate === null
                ? `Check-in ${formatDate(pick.checkInDate, "DD MMM YYYY")}. Now pick your check-out date.`
                : `${formatDate(pick.checkInDate, "DD MMM YYYY")} – ${formatDate(pick.checkOutDate, "DD MMM YYYY")}`}
          </p>
          <div className="rate-calendar">
            {priceCalendarView(read.value.cells, state.checkInDate, read.value.today, pick, state.currency).map((month) => (
              <table key={month.title} className="rate-calendar__month">
                <caption>{month.title}</caption>
                <thead>
                  <tr>
                    {WEEKDAY_NAMES.map((weekday) => (
                      <th key={weekday} scope="col" abbr={weekday}>
                        {weekday.slice(0, 2)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {month.weeks.map((week) => (
                    <tr key={week[0]!.date}>
                      {week.map((day) =>
                        day.inMonth ? (
                          <td key={day.date}>
                            <button
                              type="button"
                              className={[
                                "rate-calendar__day",
                                day.selected ? "rate-calendar__day--selected" : "",
                                day.inStay ? "rate-calendar__day--in-stay" : "",
                              ]
                                .filter(Boolean)
                                .join(" ")}
                              disabled={!day.selectable}
                              aria-pressed={day.selected}
                              aria-describedby="calendar-hint"
                              aria-label={`${formatDate(day.date, "weekday, DD MMMM YYYY")}, ${day.price ?? "no price"}`}
                              title={day.description === "" ? undefined : day.description}
                              onClick={() => setPick(pickDay(pick, day.date))}
                            >
                              <span className="rate-calendar__date">{day.day}</span>
                              <span className="rate-calendar__price">{day.shortPrice ?? "–"}</span>
                            </button>
                          </td>
                        ) : (
                          <td key={day.date} aria-hidden="true" />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
          <div className="rate-calendar__actions">
            <Button onClick={checkRates} disabled={!isStayPicked(pick)} loading={submitting}>
              Check rates for these dates
            </Button>
          </div>
        </>
      )}
      <NoticeThenContinue
        notice={sameDayNext === null ? null : SAME_DAY_NOTICE}
        onContinue={() => {
          const next = sameDayNext
          setSameDayNext(null)
          if (next !== null) void navigate(next.to)
        }}
      />
    </BookingTemplate>
  )
}
