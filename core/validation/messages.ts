/** The words of field rules every form shares: one place, whichever capability's form shows them. */

// spec A §5: the words the hotel dropdown shows for an empty required field; by decision every required
// text field says the same (B §5 marks the guest's name and address fields required without giving words)
export const REQUIRED = "Required"
// decision: a date field holding something that is not a date
export const INVALID_DATE = "Invalid date"
// decision: counts (rooms, guests) are whole numbers
export const WHOLE_NUMBER = "Must be a whole number"
