/**
 * User-facing words of accounts, My Account and the enquiry forms (group booking, meeting room,
 * special offer, newsletter). The shared e-mail and mobile messages live beside their rules in
 * email.ts and mobile.ts.
 */

// Shared field words (core/validation/messages.ts), offered here beside the account forms' own
export { INVALID_DATE, REQUIRED, WHOLE_NUMBER } from "../validation/messages.ts"

// Password (spec A §5)

export const PASSWORD_TOO_SHORT = "Password must contain at least 8 characters"
export const PASSWORD_NEEDS_LOWERCASE = "Must have 1 lowercase letter"
export const PASSWORD_NEEDS_UPPERCASE = "Must have 1 uppercase letter"
export const PASSWORD_NEEDS_DIGIT = "Must have 1 digit"
export const PASSWORD_NEEDS_SYMBOL = "Must have 1 symbol"
// issue 22 §8: one of the most common passwords, however dressed up (the words are ours)
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose another"

// Registration and verification

// spec A §5: registration and reset password, on the confirmation field
export const PASSWORDS_MUST_MATCH = "Passwords must match"
// spec A §5: how the server's "has already been taken" on the mobile number reads on the form
export const MOBILE_ALREADY_REGISTERED = "An account has been registered with this number"
// spec A §5: the server's words for a duplicate value
export const ALREADY_TAKEN = "has already been taken"
// spec A §5: verification code field label
export const VERIFICATION_CODE_LABEL = "Verification Code"
// spec A §4: after the phone verification
export const ACCOUNT_CREATED = "Account successfully created!"

// Login and password reset

// spec A §8
export const INVALID_EMAIL_OR_PASSWORD = "Invalid email or password"
// spec A §4
export const PASSWORD_UPDATED = "Password Updated!"
// spec A §8
export const FAILED_TO_SEND_RESET_EMAIL = "Failed to send reset password email"
// spec A §8
export const FAILED_TO_RESET_PASSWORD = "Failed to reset password"

// Greeting (spec A §2)

export const welcomeBack = (name: string): string => `Welcome back, ${name}!`
export const WELCOME = "Welcome!"
// spec A §2: the name kept in session when the account pages get none (the words are ours)
export const PLACEHOLDER_NAME = "Member"

// OTP (spec A §4)

export const RESEND_OTP = "Resend OTP"

// My Details and account (spec A §8)

export const CHANGES_SAVED = "Your changes have been saved successfully!"
// issue 22 §4: a new mobile number is the member's once the code texted to it is entered (the words are ours)
export const MOBILE_NUMBER_VERIFIED = "Your new mobile number has been verified"
// issue 22 §5: a birthday is a real date, in the past, not before 1900 (the words are ours)
export const BIRTHDAY_NOT_A_DATE = "Birthday must be a real date, written YYYY-MM-DD"
export const BIRTHDAY_NOT_IN_THE_PAST = "Birthday must be in the past"
export const BIRTHDAY_BEFORE_1900 = "Birthday cannot be before 1900"
export const ACCOUNT_DELETED = "Your account has been successfully deleted"
export const ACCOUNT_DELETE_FAILED = "An error has occurred while trying to delete your account. Please try again"

// Travellers (spec A §5, §8)

export const PASSPORT_NUMBER_LABEL = "Passport Number"
export const ID_NUMBER_LABEL = "ID Number"
export const FAILED_TO_ADD_TRAVELLER = "Failed to add a new traveller"
export const FAILED_TO_EDIT_TRAVELLER = "Failed to edit a new traveller"
// issue 15: the spec shows no success words for the traveller calls, nor a failure to remove (the words are ours)
export const TRAVELLER_ADDED = "The traveller has been added"
export const TRAVELLER_EDITED = "The traveller's details have been saved"
export const TRAVELLER_REMOVED = "Traveller removed"
export const FAILED_TO_REMOVE_TRAVELLER = "Failed to remove the traveller"

// Group booking (spec A §5, §8)

export const CANNOT_BE_IN_THE_PAST = "Cannot be in the past."
export const DEPARTURE_BEFORE_ARRIVAL = "Departure cannot be before arrival"
// spec A §5, §9: at least 10 rooms (the words are ours)
export const GROUP_BOOKING_MIN_ROOMS = "A group booking needs at least 10 rooms"
// spec A §5: total guests a positive number; meeting request guests at least 1 (the words are ours)
export const AT_LEAST_ONE_GUEST = "Must be at least 1 guest"
export const GROUP_BOOKING_FAILED = "Could not make booking"
export const GROUP_BOOKING_SENT = "Request has been sent."

// Special-offer enquiry (spec A §8)

export const OFFER_REQUEST_SENT =
  "Thank you for your request! We have received your request and will get back to you as soon as possible."
export const OFFER_REQUEST_FAILED = "Could not make booking request"

// Newsletter (spec A §2, §8)

export const NEWSLETTER_THANK_YOU_TITLE = "Thank you for signing up!"
export const NEWSLETTER_THANK_YOU_TEXT =
  "You have joined our mailing list and will be contacted with our latest offerings and news"
export const NEWSLETTER_FAILED = "Sign up has failed, Please try again."
export const NEWSLETTER_TITLE = "Sign-up to our newsletter"
export const NEWSLETTER_LABELS = { firstName: "First Name", surname: "Surname", contactNumber: "Contact Number", email: "Email" } as const
// spec A §2 names the question but not its words; these are ours
export const NEWSLETTER_CONTACT_QUESTION = "How would you like to be contacted about specials and news?"
export const VIA_EMAIL = "Via Email"
export const VIA_WHATSAPP = "Via Whatsapp"
export const JOIN_TODAY = "Join Today"
export const EXPLORE_HOTELS = "Explore Hotels"

// My Details communication methods: at least one stays selected (spec A §4; the words are ours)
export const COMMUNICATION_METHOD_REQUIRED = "Select at least one communication method"

// spec A §5 (shared rules): mobile. Kept beside the rule (see email.ts for why).
export const MOBILE_REQUIRED = "Mobile number is required"
export const MOBILE_NEEDS_COUNTRY_CODE = "Number must start with country calling code."
export const MOBILE_TOO_SHORT = "Number must be longer than 12 characters"

// spec A §5 (shared rules): e-mail, also the username of the login form; the booking guest form and the
// account forms share it.
export const INVALID_EMAIL = "Must be a valid email"

// The user menu (spec A §1, §2)

export const GO_TO_ACCOUNT = "Go To Account"
export const LOGOUT = "Logout"
export const NEW_LOGIN_SIGNUP = "New Login/signup"
// spec A §1: the link for existing loyalty and corporate club members to the older loyalty site (the words are ours)
export const EXISTING_CLUB_MEMBERS = "Existing loyalty and corporate club members"
// The user menu's button, for screen readers (the words are ours)
export const YOUR_ACCOUNT = "Your account"

// The auth modal (spec A §2, §3, §4, §5)

export const LOGIN = "Login"
export const REGISTER = "Register"
// The modal's accessible names and headings (the words are ours)
export const LOGIN_OR_REGISTER = "Login or register"
export const AUTH_LABELS = {
  username: "Email",
  password: "Password",
  rememberMe: "Remember me",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  mobileNumber: "Mobile Number",
  confirmPassword: "Confirm Password",
  passwordConfirmation: "Confirm New Password",
  newPassword: "New Password",
} as const
export const MOBILE_NUMBER_HINT = "With the country calling code, e.g. +27 82 123 4567"
export const FORGOT_PASSWORD = "Forgot password?"
export const FORGOT_PASSWORD_TITLE = "Forgot password"
export const FORGOT_PASSWORD_TEXT = "Enter the e-mail of your account and we will send you a link to reset your password."
export const SEND_RESET_LINK = "Send reset link"
export const RESET_LINK_ON_ITS_WAY = "Check your inbox: a link to reset your password is on its way if the e-mail has an account."
export const BACK_TO_LOGIN = "Back to Login"
export const RESET_PASSWORD_TITLE = "Reset password"
export const SAVE_PASSWORD = "Save password"
// The one-time code button, the manage-booking code step's
export { VERIFY_CODE as VERIFY } from "../booking/messages.ts"
export const verificationCodeSent = (mobile: string): string => `We have sent a verification code by SMS to ${mobile}.`
// spec A §4: a used or expired reset link, when the API gives no words of its own (the words are ours)
export const RESET_LINK_UNUSABLE = "This reset link can no longer be used. Please ask for a new one."

// My Account (spec A §2, §6)

export const MY_DETAILS = "My Details"
// The page's name, as its breadcrumb says it
export { BREADCRUMB_MY_BOOKINGS as MY_BOOKINGS } from "../booking/messages.ts"
// The left panel's accessible name (the words are ours)
export const MY_ACCOUNT_MENU = "My Account menu"
// A visitor on a My Account page: the account pages need a signed-in member (the words are ours)
export const LOG_IN_TO_SEE_ACCOUNT = "Please log in to see your account."
export const LOYALTY_POINTS_LABEL = "Loyalty points"
export const DETAILS_LABELS = {
  name: "Name",
  email: "Email",
  mobileNumber: "Mobile Number",
  title: "Title",
} as const

// My Details' form and dialogs (spec A §2, §3, §4, §5; issue 22 §4; the words are ours unless the spec gives them)

// A detail the member has not given (a blank title is never shown as an empty value)
export const NOT_GIVEN = "Not given"
export const EDIT_DETAILS = "Edit details"
export const SAVE_CHANGES = "Save changes"
export const CANCEL_EDITING = "Cancel"
export const MY_DETAILS_FORM = "Edit my details"
export const MY_DETAILS_LABELS = {
  title: "Title",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  emailHint: "Your e-mail is your login and cannot be changed here.",
  birthday: "Birthday",
  idType: "Identification type",
  idNumber: ID_NUMBER_LABEL,
  passportNumber: PASSPORT_NUMBER_LABEL,
  passportNumberExpiryMonth: "Passport expiry month",
  passportNumberExpiryYear: "Passport expiry year",
  mobileNumber: "Mobile Number",
  telephoneNumber: "Telephone Number",
  telephoneExtension: "Telephone Extension",
  lineOne: "Address line 1",
  lineTwo: "Address line 2",
  town: "Town",
  zipCode: "Postal code",
  province: "Province",
  country: "Country",
} as const
export const COMMUNICATION_METHODS_LEGEND = "How may we contact you?"
export const COMMUNICATION_METHOD_LABELS = { email: "E-mail", sms: "SMS", whatsapp: "WhatsApp" } as const
export const COMMUNICATION_OPT_INS_LEGEND = "What would you like to receive?"
export const COMMUNICATION_OPT_IN_LABELS = {
  specialsAndPromotionsMarketing: "Specials and promotions on our mailing list (by e-mail)",
  rateUsQuestionnaire: "A questionnaire to rate your stay",
} as const
export const CHOOSE_MONTH = "Month"
export const CHOOSE_PROVINCE = "Choose a province"
// issue 22 §4: the new number waits for its code
export const newMobileCodeSent = (mobile: string): string => `We have sent a code by SMS to ${mobile}. Your number changes once you enter it.`
export const mobileAwaitsCode = (mobile: string): string => `${mobile} is waiting for the code we sent to it.`
export const VERIFY_NEW_MOBILE = "Verify new mobile number"
export const ENTER_CODE = "Enter the code"
// spec A §2: the account form's 'Reset password' button opens a dialog
export const RESET_PASSWORD = RESET_PASSWORD_TITLE
export const resetLinkWillGoTo = (email: string): string => `We will send a link to reset your password to ${email}.`
export const resetLinkSentTo = (email: string): string => `A link to reset your password is on its way to ${email}. It works once.`
// spec A §4: Delete account asks first
export const DELETE_ACCOUNT = "Delete account"
export const DELETE_ACCOUNT_QUESTION = "Delete your account? Your details, bookings history and loyalty points go with it, and this cannot be undone."
export const KEEP_ACCOUNT = "Keep my account"

// My Bookings (spec A §2, B §2: current and previous bookings tables; the headings and column words are ours)
export const CURRENT_BOOKINGS = "Current Bookings"
export const PREVIOUS_BOOKINGS = "Previous Bookings"
export const CURRENT_BOOKINGS_PAGES = "Current bookings pages"
export const PREVIOUS_BOOKINGS_PAGES = "Previous bookings pages"
export const BOOKING_COLUMNS = {
  reference: "Booking Reference",
  hotel: "Hotel",
  checkIn: "Check-in",
  checkOut: "Check-out",
  total: "Total",
  status: "Status",
  actions: "Actions",
} as const
export const openBooking = (reference: string): string => `Open booking ${reference}`
export const payBookingFor = (reference: string): string => `Pay Booking ${reference}`
export const cancelBookingFor = (reference: string): string => `Cancel Booking ${reference}`

// Loyalty points in My Account (spec A §2, §3: points expiring and points history tables; headings and words ours)
// the payment option's words (spec B §2), the page's title and menu item too
export { LOYALTY_POINTS } from "../payment/messages.ts"
export const POINTS_EXPIRING = "Points Expiring"
export const POINTS_HISTORY = "Points History"
export const POINTS_TOTALS = {
  usable: "Usable points",
  pending: "Pending points",
  redeemed: "Redeemed points",
  expired: "Expired points",
} as const
export const POINTS_EXPIRY_COLUMNS = { date: "Date", points: "Points" } as const
export const POINTS_HISTORY_COLUMNS = {
  date: "Date",
  reservation: "Reservation",
  id: "ID",
  depart: "Depart",
  redeemed: "Redeemed",
  earned: "Earned",
  kind: "Type",
} as const
// Why the points moved (core/loyalty/ledger.ts's entry kinds)
export const POINTS_KINDS = {
  sign_up: "Sign-up gift",
  earned: "Earned",
  redemption_returned: "Returned",
  redeemed: "Redeemed",
  earn_reversed: "Taken back",
  expired: "Expired",
} as const
// issue 22: a stay's points are pending until the stay is over, usable the day after it departs
export const pendingUntil = (depart: string): string => `Pending until the stay ends (${depart})`
export const PENDING = "Pending"
