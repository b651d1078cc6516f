import { SPECIAL_OFFERS } from "../offers/messages.ts"
import { Schema } from "effect"

/** spec A §3: a question and its answer; `sequence` orders the items of a section. */
export const FaqItem = Schema.Struct({
  id: Schema.Int,
  question: Schema.String,
  answer: Schema.String,
  sequence: Schema.Int,
})
export type FaqItem = typeof FaqItem.Type

/** spec A §2: the help page's four FAQ sections, in the order shown. */
export const HELP_FAQ_SECTIONS = ["General", "Hotel", "Partnership", SPECIAL_OFFERS] as const
export type HelpFaqSection = (typeof HELP_FAQ_SECTIONS)[number]

/** Items by ascending sequence; equal sequences keep the order given. */
export const bySequence = <T extends { readonly sequence: number }>(items: ReadonlyArray<T>): ReadonlyArray<T> =>
  [...items].sort((a, b) => a.sequence - b.sequence)

/**
 * spec A §2: the FAQ search. Keeps the items whose question or answer contains the text, ignoring
 * case and the text's surrounding blanks (blank text keeps them all), ordered by sequence.
 */
export const searchFaq = <T extends Pick<FaqItem, "question" | "answer" | "sequence">>(
  items: ReadonlyArray<T>,
  text: string | null | undefined,
): ReadonlyArray<T> => {
  const needle = (text ?? "").trim().toLowerCase()
  return bySequence(items.filter((item) => item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle)))
}
