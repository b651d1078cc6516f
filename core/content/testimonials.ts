import { Schema } from "effect"
import { Image } from "../booking/hotel.ts"
import { bySequence } from "./faq.ts"

/** spec A §3: a guest testimonial; `src` is its picture. */
export const Testimonial = Schema.Struct({
  name: Schema.String,
  title: Schema.String,
  description: Schema.String,
  src: Schema.String,
  isActive: Schema.Boolean,
  sequence: Schema.Int,
})
export type Testimonial = typeof Testimonial.Type

/** spec A §3: a testimonial on the meetings and events page. */
export const MeetingTestimonial = Schema.Struct({
  fullName: Schema.String,
  visitingReason: Schema.String,
  writeUp: Schema.String,
})
export type MeetingTestimonial = typeof MeetingTestimonial.Type

/** spec A §3: an employee's testimonial on the people pages. */
export const EmployeeTestimonial = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  title: Schema.String,
  description: Schema.String,
  sequence: Schema.Int,
  isActive: Schema.Boolean,
  image: Schema.NullOr(Image),
})
export type EmployeeTestimonial = typeof EmployeeTestimonial.Type

/** spec A §3: the testimonials shown are the active ones, ordered by sequence (ties keep the order given). */
export const shownTestimonials = <T extends { readonly isActive: boolean; readonly sequence: number }>(
  testimonials: ReadonlyArray<T>,
): ReadonlyArray<T> => bySequence(testimonials.filter((testimonial) => testimonial.isActive))
