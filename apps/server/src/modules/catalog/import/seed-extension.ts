import { z } from 'zod';
import { catalogLocationSchema } from '@forkpoint/shared/contracts/catalog';

/**
 * The demo catalog's seed-only extension of a JSON Lines line (issue 32, decision 0039). The seed writes its
 * generated restaurants as import lines and applies them through the import
 * (stand-ins/seed/merchants/seed-merchants.ts);
 * everything a restaurant group or aggregator could send is in the public format (docs/catalog.md). The
 * fields below are not: each is something Forkpoint itself records about a restaurant, which the demo has to
 * make up because it has no history. They travel under one key, `seedOnly`, that only the seed's reading
 * accepts: the public contract (catalogLocationSchema) is strict, so a posted file that carries it has the line
 * refused, and POST /api/Catalog/Import has no way to ask for this schema.
 *
 * - `merchantId`: Forkpoint gives public ids (an import's from FP5000001 up). The demo's FP0000001… are the
 *   generator's, which the demo histories, the drawn pictures (stand-ins/drawn-images/image-owner.ts) and every
 *   test name.
 * - `rating`, `ratingCount`: made by members' reviews (modules/reviews); a program's file never carries them.
 * - `isNew`, `createdAt`: when Forkpoint first carried the restaurant. An import's location is new on the day it
 *   is added; a demo catalog seeded today stands in for one built over years, so most of it is not new.
 */
export const seedOnlySchema = z.strictObject({
  merchantId: z.string().regex(/^FP\d{7}$/, 'seedOnly.merchantId must be FP and seven digits'),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  isNew: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** A line as the seed writes it: the public line and the seed-only fields. Never used to read a posted file. */
export const seedLocationSchema = catalogLocationSchema.extend({ seedOnly: seedOnlySchema.optional() });
export type SeedLocationLine = z.infer<typeof seedLocationSchema>;

/** The seed-only fields as the import carries them to the write. */
export interface SeedOnlyFields {
  merchantId: string;
  rating: number;
  ratingCount: number;
  isNew: boolean;
  createdAt: Date;
}

export function seedOnlyFieldsOf(given: z.infer<typeof seedOnlySchema>): SeedOnlyFields {
  return { ...given, createdAt: new Date(given.createdAt) };
}
