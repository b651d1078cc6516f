import type { HotelDetails } from "../hotel-listing.ts"

/**
 * The hotel of every test: a hotel as the hotels list gives it, which is also the booking flow's Hotel (a
 * HotelDetails is a Hotel). Brand ids 1 city, 2 courtyard, 3 road, 4 town; `extra` sets what the test is about.
 */
export const hotelDetails = (id: number, name: string, brandId: 1 | 2 | 3 | 4, city: string, extra: Partial<HotelDetails> = {}): HotelDetails => ({
  id,
  code: String(800 + id),
  name,
  brand: { id: brandId, name: "Brand", slogan: null, logo: null },
  physicalAddress: `${id} Main Road, ${city}`,
  city,
  country: "South Africa",
  province: "Gauteng",
  email: `hotel${id}@example.com`,
  phone: "+27 11 000 0000",
  managerPhone: null,
  alternativeNumber: null,
  latitude: -26.1,
  longitude: 28.0,
  images: [{ url: `/images/hotels/${id}.webp` }],
  description: "",
  amenities: [],
  pdf: null,
  mandatoryPaymentPeriods: [],
  lowestRate: 0,
  halfDayRate: null,
  fullDayRate: null,
  uShapedSeats: null,
  schoolRoomSeats: null,
  boardRoomSeats: null,
  cinemaSeats: null,
  facilitiesLinked: [],
  hotelsLinked: [],
  socialPlacesId: null,
  ...extra,
})
