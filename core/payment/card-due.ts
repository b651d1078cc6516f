/**
 * issue 15: the card pays the stay's total less what loyalty points covered (0 when points paid it all). A module of
 * its own: the summary every booking page shows reads it, and the points-payment plan should not come with it.
 */
export const cardDueCents = (totalCents: number, pointsCoveredCents: number): number => totalCents - pointsCoveredCents
