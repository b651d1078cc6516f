/** spec A §1, §3, B §6: the one member type the spec names; every other value is a corporate-style type. */
// @ts-nocheck

export const INDIVIDUAL_MEMBER_TYPE = "individual"

export type MemberKind = "individual" | "other"

/**
 * spec A §3, B §6: members are individual or of another type (the other values are not shown).
 * Compared without case or surrounding spaces; an empty or missing type is "other", as the spec
 * defines only what individual is.
 */
export const memberKind = (memberType: string | null | undefined): MemberKind =>
  memberType?.trim().toLowerCase() === INDIVIDUAL_MEMBER_TYPE ? "individual" : "other"
