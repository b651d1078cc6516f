import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { EmployeeTestimonial, MeetingTestimonial, shownTestimonials, Testimonial } from "./testimonials.ts"

const testimonial = (name: string, sequence: number, isActive: boolean): Testimonial => ({
  name,
  title: "Guest",
  description: "Wonderful",
  src: `https://img.example/${name}.jpg`,
  isActive,
  sequence,
})

describe("testimonials", () => {
  it("hold the spec's fields", () => {
    const guest = testimonial("Anele", 1, true)
    expect(Schema.decodeUnknownSync(Testimonial)(guest)).toEqual(guest)
    const meeting = { fullName: "Jo Smith", visitingReason: "Conference", writeUp: "Great venue" }
    expect(Schema.decodeUnknownSync(MeetingTestimonial)(meeting)).toEqual(meeting)
    const employee = { firstName: "Sipho", lastName: "Dlamini", title: "Chef", description: "Ten years", sequence: 2, isActive: true, image: null }
    expect(Schema.decodeUnknownSync(EmployeeTestimonial)(employee)).toEqual(employee)
  })

  it("shows only the active ones, ordered by sequence", () => {
    const given = [testimonial("c", 3, true), testimonial("a", 1, false), testimonial("b", 2, true), testimonial("d", 0, true)]
    expect(shownTestimonials(given).map((each) => each.name)).toEqual(["d", "b", "c"])
  })

  it("keeps the given order for equal sequences", () => {
    const given = [testimonial("x", 1, true), testimonial("y", 0, true), testimonial("z", 1, true)]
    expect(shownTestimonials(given).map((each) => each.name)).toEqual(["y", "x", "z"])
  })

  it("shows every active testimonial once, none inactive, by ascending sequence", () => {
    const arb = fc.array(fc.record({ sequence: fc.integer({ min: 0, max: 9 }), isActive: fc.boolean() }), { maxLength: 20 })
    fc.assert(
      fc.property(arb, (given) => {
        const shown = shownTestimonials(given)
        expect(new Set(shown)).toEqual(new Set(given.filter((each) => each.isActive)))
        expect(shown.length).toBe(given.filter((each) => each.isActive).length)
        for (let index = 1; index < shown.length; index++) expect(shown[index]!.sequence).toBeGreaterThanOrEqual(shown[index - 1]!.sequence)
      }),
    )
  })
})
