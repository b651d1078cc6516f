import { BOOK_TODAY, BOOK_TODAY_LEAD } from "../../core/search/messages.ts"
import { SAME_DAY_NOTICE } from "../../core/search/same-day-notice.ts"
import { Notice } from "../kit/notice.tsx"
import { SearchBar } from "./search-bar.tsx"

/**
 * spec B §2 "/booking/today": the same-day booking page (the small-screen footer's Book Today; a room choice
 * without its description also lands here). Its top bar is the "today" kind: tonight's stay is filled in, and a
 * hotel search goes to the rooms, any other to the hotels (spec B §4), after the Same Day Reservations notice.
 */
export const TodayPage = () => (
  <div className="container today-page">
    <header className="today-page__header">
      <h1>{BOOK_TODAY}</h1>
      <p className="today-page__lead">{BOOK_TODAY_LEAD}</p>
    </header>
    <div className="today-page__card">
      <SearchBar kind="today" />
    </div>
    <Notice tone="warning" title={SAME_DAY_NOTICE.title}>
      {SAME_DAY_NOTICE.text}
    </Notice>
  </div>
)
