/** The fields only the merchant page reads; stored together as jsonb (merchants.details). */
export interface MerchantDetails {
  about: string;
  phone: string | null;
  website: string | null;
  benefitHours: { from: string; to: string } | null;
  blackoutDates: string[];
  menu: { url: string | null; imageIds: string[] };
  visitLimits: { maxSpendPerMonth: number | null; maxVisitsPerMonth: number | 'unlimited' };
}
