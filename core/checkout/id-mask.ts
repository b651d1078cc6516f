/**
 * issue 13 (privacy): a guest's ID or passport number is shown, and leaves the server, only masked: every character
 * but the last 3 becomes a dot. Decision (docs/decisions.md): the length is kept, so a guest who holds two documents
 * tells them apart by length and ending; a South African ID is 13 digits for everyone, so its length says nothing.
 * A number of 3 characters or fewer is masked whole: its last 3 would be all of it.
 */
export const VISIBLE_ID_CHARACTERS = 3
export const ID_MASK_CHARACTER = "•"

/** The number with all but its last 3 characters masked, the length kept. */
export const maskIdNumber = (idNumber: string): string => {
  const characters = [...idNumber]
  const visible = characters.length > VISIBLE_ID_CHARACTERS ? VISIBLE_ID_CHARACTERS : 0
  return ID_MASK_CHARACTER.repeat(characters.length - visible) + characters.slice(characters.length - visible).join("")
}

/** A masked number: some dots, then at most 3 characters (the wire's pattern: it refuses anything else). */
export const MASKED_ID_NUMBER_PATTERN = new RegExp(`^${ID_MASK_CHARACTER}+[^${ID_MASK_CHARACTER}]{0,${VISIBLE_ID_CHARACTERS}}$`, "u")

export const isMaskedIdNumber = (text: string): boolean => MASKED_ID_NUMBER_PATTERN.test(text)
