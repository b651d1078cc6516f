import { makeCalendarModel } from "../../core/booking/calendar-model.ts"
import { CHOOSE_YOUR_DATES } from "../../core/booking/messages.ts"
import { formatDate, WEEKDAY_NAMES } from "../../core/time/format.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { Button } from "../kit/button.tsx"
import { NoticeThenContinue } from "../kit/notice-then-continue.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"
import "./booking.css"
import "./rooms.css"
import "./rate-calendar.css"

const CalendarSkeleton = () => {
  const shown = useDelayedFlag(true)
  return (
    <div className="rate-calendar" role="status" aria-label="Loading prices" aria-busy="true">
      {shown ? [0, 1, 2].map((month) => <Skeleton key={month} height="22rem" />) : null}
    </div>
  )
}

/** spec B §2: /booking/calendar, the flexible-dates search: three months, each night with its from-price. Its model: core/booking/calendar-model.ts. */
export const CalendarPage = () => {
  const page = useScreenModel(makeCalendarModel, undefined)
  return (
    <BookingTemplate title={CHOOSE_YOUR_DATES} summary={false} subtitle={page.subtitle.value}>
      <AsyncView state={page.view.value} loading={<CalendarSkeleton />}>
        {({ months, hint, canCheckRates }) => (
          <>
            <p className="rate-calendar__hint" id="calendar-hint">
              {hint}
            </p>
            <div className="rate-calendar">
              {months.map((month) => (
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
                                className={["rate-calendar__day", day.selected ? "rate-calendar__day--selected" : "", day.inStay ? "rate-calendar__day--in-stay" : ""]
                                  .filter(Boolean)
                                  .join(" ")}
                                disabled={!day.selectable}
                                aria-pressed={day.selected}
                                aria-describedby="calendar-hint"
                                aria-label={`${formatDate(day.date, "weekday, DD MMMM YYYY")}, ${day.price ?? "no price"}`}
                                title={day.description === "" ? undefined : day.description}
                                onClick={() => page.pick(day.date)}
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
              <Button onClick={page.checkRates} disabled={!canCheckRates} loading={page.checking.value}>
                Check rates for these dates
              </Button>
            </div>
          </>
        )}
      </AsyncView>
      <NoticeThenContinue notice={page.sameDayNotice.value} onContinue={page.goOn} />
    </BookingTemplate>
  )
}
