import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bySequence, FaqItem, HELP_FAQ_SECTIONS, searchFaq } from "./faq.ts"

const faq = (id: number, sequence: number, question: string, answer: string): FaqItem => ({ id, question, answer, sequence })

const items = [
  faq(1, 3, "Can I bring my pet?", "Pets are welcome at selected hotels."),
  faq(2, 1, "What time is check-in?", "Check-in is from 14:00."),
  faq(3, 2, "Is breakfast included?", "Breakfast depends on your rate."),
]

describe("FAQ", () => {
  it("holds a question, its answer and its sequence", () => {
    expect(Schema.decodeUnknownSync(FaqItem)(items[0])).toEqual(items[0])
  })

  it("has four sections on the help page", () => {
    expect(HELP_FAQ_SECTIONS).toEqual(["General", "Hotel", "Partnership", "Special Offers"])
  })

  it("shows every item, by sequence, without search text", () => {
    expect(searchFaq(items, "").map((item) => item.id)).toEqual([2, 3, 1])
    expect(searchFaq(items, "   ").map((item) => item.id)).toEqual([2, 3, 1])
    expect(searchFaq(items, null).map((item) => item.id)).toEqual([2, 3, 1])
    expect(searchFaq(items, undefined).map((item) => item.id)).toEqual([2, 3, 1])
  })

  it("searches questions and answers, ignoring case and surrounding blanks", () => {
    expect(searchFaq(items, "CHECK-IN").map((item) => item.id)).toEqual([2])
    expect(searchFaq(items, " pets are ").map((item) => item.id)).toEqual([1])
    expect(searchFaq(items, "breakfast").map((item) => item.id)).toEqual([3])
    expect(searchFaq(items, "rate.").map((item) => item.id)).toEqual([3])
    expect(searchFaq(items, "e").map((item) => item.id)).toEqual([2, 3, 1])
    expect(searchFaq(items, "parking")).toEqual([])
  })

  it("keeps the given order for equal sequences", () => {
    const tied = [faq(1, 2, "a", ""), faq(2, 1, "b", ""), faq(3, 2, "c", "")]
    expect(bySequence(tied).map((item) => item.id)).toEqual([2, 1, 3])
  })

  it("a search keeps exactly the items whose question or answer contains the text, ordered by sequence", () => {
    const item = fc.record({
      id: fc.nat(),
      sequence: fc.integer({ min: -5, max: 5 }),
      question: fc.string({ maxLength: 12 }),
      answer: fc.string({ maxLength: 12 }),
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 15 }), fc.string({ maxLength: 3 }), (given, text) => {
        const found = searchFaq(given, text)
        const needle = text.trim().toLowerCase()
        const expected = given.filter((each) => each.question.toLowerCase().includes(needle) || each.answer.toLowerCase().includes(needle))
        expect(new Set(found)).toEqual(new Set(expected))
        expect(found.length).toBe(expected.length)
        for (let index = 1; index < found.length; index++) expect(found[index]!.sequence).toBeGreaterThanOrEqual(found[index - 1]!.sequence)
      }),
    )
  })
})
