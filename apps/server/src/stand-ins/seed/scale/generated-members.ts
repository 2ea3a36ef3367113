import { withLuhnCheckDigit, type Partner, type TierLevel } from '@forkpoint/shared';
import { createRandom, hashString, type Random } from '../../../lib/prng';
import type { SeedPlaces } from '../merchants/seed-places';

/**
 * Member number `index` of the generated membership (docs/scale-data.md): a pure function of the index
 * and the partner set, so a larger run extends a smaller one. Realistic names and home addresses (spread
 * over the country as the catalog is), an e-mail unique within the program (the index is in it), one or
 * two linked cards with made-up numbers of their own range, tiers mostly Select (e-mail offers on), some
 * Basic and, where the program has VIP, some VIP.
 */

export const MEMBERS_SEED = 0x3e3b_e125;

export interface GeneratedCard {
  id: string;
  number: string;
  lastFour: string;
  cardType: 'visa' | 'mastercard';
  /** Days before the member's first purchase window opens. */
  linkedDaysAgo: number;
}

export interface GeneratedMember {
  index: number;
  publicId: string;
  partnerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  emailOptIn: boolean;
  address1: string;
  city: string;
  state: string;
  zipCode: string;
  tierLevel: TierLevel;
  joinedDaysAgo: number;
  cards: GeneratedCard[];
}

const FIRST =
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Chris Karen Daniel Lisa Matthew Nancy Anthony Betty Mark Sandra Donald Ashley Steven Emily Andrew Donna Joshua Michelle Kevin Carol Brian Amanda George Melissa Timothy Deborah Ronald Stephanie Jason Rebecca Ryan Laura Jacob Sharon Gary Cynthia Nicholas Kathleen Eric Amy Jonathan Angela Stephen Shirley Larry Anna Justin Brenda Scott Pamela Brandon Emma Benjamin Nicole Samuel Helen Gregory Samantha Alexander Katherine Patrick Christine Frank Debra Raymond Rachel Jack Carolyn Dennis Janet Jerry Maria Tyler Olivia Aaron Heather Jose Diana Adam Julie Nathan Joyce Henry Victoria Zachary Ruth Douglas Virginia Peter Lauren Kyle Kelly Noah Christina Ethan Joan Jeremy Evelyn Walter Judith Christian Andrea Keith Hannah Roger Megan Terry Cheryl Austin Jacqueline Sean Martha Gerald Madison Carl Teresa Harold Gloria Dylan Sara Arthur Janice Lawrence Ann Jordan Kathryn Jesse Abigail Bryan Sophia Billy Frances Bruce Jean Gabriel Alice Joe Judy Logan Isabella Alan Julia Juan Grace Albert Amber Willie Denise Elijah Danielle Wayne Marilyn Randy Beverly Vincent Charlotte Mason Natalie Roy Theresa Ralph Diane Bobby Brittany Russell Doris Bradley Kayla Philip Alexis Eugene Lori Wei Mei Hiroshi Yuki Priya Arjun Minh Linh Carlos Sofia Luis Camila Diego Valentina Omar Fatima Ahmed Leila Ji-woo Seo-yeon Kwame Amara'.split(
    ' ',
  );
const LAST =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews Pena Richards Contreras Willis Carpenter Lawrence Sandoval Wang Li Zhang Liu Yamamoto Tanaka Sato Shah Singh Kumar Park Choi Pham Le Okafor Mensah'.split(
    ' ',
  );
const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example', 'inbox.example'];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Park Ave',
  'Elm St',
  'Pine St',
  'Lakeview Dr',
  'Hillside Rd',
  'Sunset Blvd',
  'Washington St',
  'Church St',
  'Highland Ave',
  'River Rd',
  'Meadow Ln',
];

/** Generated public ids: `gen-` and the index, fixed width so text order is index order. */
export const generatedPublicId = (index: number) => `gen-${String(index).padStart(7, '0')}`;

/** Relative size of each program's membership: a few large programs, a long tail (by position in the list). */
export function partnerWeights(partners: readonly Partner[]): number[] {
  return partners.map((_, i) => 1 / (1 + i * 0.35));
}

export function generateMember(
  index: number,
  partners: readonly Partner[],
  weights: readonly number[],
  places: SeedPlaces,
  heavy: { index: number; partnerCode: string } | null,
): GeneratedMember {
  const random = createRandom(hashString(`member:${index}`, MEMBERS_SEED));
  const partner =
    heavy && index === heavy.index
      ? partners.find((p) => p.code === heavy.partnerCode)!
      : random.weighted(
          partners.map((p, i) => ({ p, w: weights[i]! })),
          (x) => x.w,
        ).p;
  const firstName = random.pick(FIRST);
  const lastName = random.pick(LAST);
  const home = homeOf(index, places, random);
  const tierLevel: TierLevel =
    partner.hasVIP && random.chance(0.08) ? 'VIP' : random.chance(0.72) ? 'OptedIn' : 'OptedOut';
  const emailOptIn = tierLevel !== 'OptedOut' || random.chance(0.1);
  const joinedDaysAgo = random.int(30, 2000);
  const cardCount = random.chance(0.25) ? 2 : 1;
  const cards = Array.from({ length: cardCount }, (_, k) => cardOf(index, k, random, joinedDaysAgo));
  const local = `${slug(firstName)}.${slug(lastName)}.${index}`;
  return {
    index,
    publicId: generatedPublicId(index),
    partnerCode: partner.code,
    firstName,
    lastName,
    email: heavy && index === heavy.index ? `heavy.diner@${partner.code}.example` : `${local}@${random.pick(DOMAINS)}`,
    emailOptIn,
    address1: `${random.int(1, 9999)} ${random.pick(STREETS)}`,
    city: home.city,
    state: home.state,
    zipCode: home.zip,
    tierLevel,
    joinedDaysAgo,
    cards,
  };
}

function homeOf(index: number, places: SeedPlaces, random: Random): { city: string; state: string; zip: string } {
  const metro = places.metroOf(index);
  const place = metro ? random.pick(metro.principal).place : places.pick(random);
  return { city: place.city, state: place.state, zip: random.pick(place.zips).zip };
}

/**
 * A made-up card number of the generated range: Visa 47 or Mastercard 54, then the member index and the
 * card's slot, and a check digit: one number per card (a live link's fingerprint is unique), and none of
 * the benches' (4 and zeros); a demo card's random digits would have to hit one by chance.
 */
function cardOf(index: number, slot: number, random: Random, joinedDaysAgo: number): GeneratedCard {
  const cardType = random.chance(0.6) ? 'visa' : 'mastercard';
  const number = withLuhnCheckDigit(
    `${cardType === 'visa' ? '47' : '54'}${String(index * 4 + slot).padStart(13, '0')}`,
  );
  return {
    id: `gen-${index}-${slot}`,
    number,
    lastFour: number.slice(-4),
    cardType,
    linkedDaysAgo: Math.max(1, joinedDaysAgo - random.int(0, 20) - slot * 90),
  };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
