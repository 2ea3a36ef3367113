/** The restaurant as the widget needs it (the merchant page hands it over). */
export interface ReservationRestaurant {
  /** The id the reservation calls name the restaurant by. */
  merchantId: string;
  name: string;
  phone: string | null;
}
