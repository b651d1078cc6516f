import type { Hotel } from "./hotel.ts"

/** A listed hotel for tests; override what the test is about. */
export const sampleHotel = (overrides: Partial<Hotel> = {}): Hotel => ({
  id: 7,
  code: "101",
  name: "Courtyard Rosebank",
  brand: { id: 2, name: "Courtyard" },
  physicalAddress: "The Firs, corner of Cradock and Biermann Avenue, Rosebank, Johannesburg",
  city: "Johannesburg",
  country: "South Africa",
  province: "Gauteng",
  email: "rosebank@example.com",
  phone: "+27 11 000 0000",
  managerPhone: null,
  alternativeNumber: null,
  latitude: -26.1452,
  longitude: 28.0436,
  images: [{ url: "https://img.example/rosebank.jpg" }],
  description: "A hotel in Rosebank",
  amenities: [],
  pdf: null,
  mandatoryPaymentPeriods: [],
  lowestRate: 125_000,
  ...overrides,
})
