import type { ProfileKey } from './metro-profiles';

/**
 * The metropolitan areas the catalog fills: the 50 largest US metros (Census Bureau metropolitan
 * statistical areas, 2023 estimates) and a dozen more past 50th place, so that any list of "the 50
 * largest" is covered. Each metro gets a share of the catalog by population; inside it, its
 * principal cities get the named shares of its restaurants (the "City, ST" names of the ZIP data)
 * and the rest go to the other ZIPs within `radiusMiles` of the downtown `hub`, densest near it.
 */
export interface Metro {
  name: string;
  /** Population in thousands. */
  population: number;
  /** Downtown: [latitude, longitude]. */
  hub: readonly [number, number];
  radiusMiles: number;
  /** Principal cities and their shares of the metro's restaurants; the remainder goes to the suburbs. */
  cities: readonly (readonly [city: string, share: number])[];
  /** What its restaurants are like: cuisines, prices and acclaim (metro-profiles.ts). */
  profile: ProfileKey;
}

const m = (
  name: string,
  population: number,
  hub: readonly [number, number],
  radiusMiles: number,
  profile: ProfileKey,
  cities: Metro['cities'],
): Metro => ({ name, population, hub, radiusMiles, profile, cities });

export const METROS: readonly Metro[] = [
  m('New York', 19498, [40.758, -73.9855], 40, 'newYork', [
    ['New York, NY', 0.27],
    ['Brooklyn, NY', 0.12],
    ['Bronx, NY', 0.035],
    ['Staten Island, NY', 0.015],
    ['Jersey City, NJ', 0.02],
    ['Hoboken, NJ', 0.01],
    ['Newark, NJ', 0.015],
  ]),
  m('Los Angeles', 12799, [34.0522, -118.2437], 40, 'losAngeles', [
    ['Los Angeles, CA', 0.32],
    ['Long Beach, CA', 0.04],
    ['Pasadena, CA', 0.03],
    ['Santa Monica, CA', 0.03],
    ['Glendale, CA', 0.025],
    ['Anaheim, CA', 0.025],
    ['Irvine, CA', 0.025],
  ]),
  m('Chicago', 9262, [41.8819, -87.6278], 35, 'chicago', [
    ['Chicago, IL', 0.48],
    ['Evanston, IL', 0.025],
    ['Oak Park, IL', 0.015],
    ['Naperville, IL', 0.02],
  ]),
  m('Dallas-Fort Worth', 8100, [32.7767, -96.797], 35, 'texas', [
    ['Dallas, TX', 0.32],
    ['Fort Worth, TX', 0.15],
    ['Arlington, TX', 0.04],
    ['Plano, TX', 0.04],
  ]),
  m('Houston', 7510, [29.7604, -95.3698], 35, 'texas', [['Houston, TX', 0.6]]),
  m('Atlanta', 6307, [33.749, -84.388], 35, 'south', [
    ['Atlanta, GA', 0.45],
    ['Decatur, GA', 0.03],
    ['Marietta, GA', 0.03],
  ]),
  m('Washington', 6304, [38.8977, -77.0365], 30, 'washington', [
    ['Washington, DC', 0.32],
    ['Arlington, VA', 0.06],
    ['Alexandria, VA', 0.05],
    ['Bethesda, MD', 0.03],
    ['Silver Spring, MD', 0.03],
  ]),
  m('Philadelphia', 6246, [39.9526, -75.1652], 30, 'northeast', [
    ['Philadelphia, PA', 0.48],
    ['Camden, NJ', 0.02],
    ['Wilmington, DE', 0.04],
  ]),
  m('Miami', 6183, [25.7743, -80.1937], 35, 'miami', [
    ['Miami, FL', 0.3],
    ['Miami Beach, FL', 0.06],
    ['Coral Gables, FL', 0.02],
    ['Fort Lauderdale, FL', 0.12],
    ['Hollywood, FL', 0.03],
    ['Boca Raton, FL', 0.04],
    ['West Palm Beach, FL', 0.06],
  ]),
  m('Phoenix', 5070, [33.4484, -112.074], 30, 'southwest', [
    ['Phoenix, AZ', 0.42],
    ['Scottsdale, AZ', 0.08],
    ['Tempe, AZ', 0.05],
    ['Mesa, AZ', 0.06],
    ['Chandler, AZ', 0.04],
  ]),
  m('Boston', 4919, [42.3601, -71.0589], 30, 'newEngland', [
    ['Boston, MA', 0.38],
    ['Cambridge, MA', 0.07],
    ['Somerville, MA', 0.03],
    ['Brookline, MA', 0.02],
  ]),
  m('Riverside-San Bernardino', 4688, [34.0, -117.35], 30, 'california', [
    ['Riverside, CA', 0.16],
    ['San Bernardino, CA', 0.1],
    ['Ontario, CA', 0.06],
    ['Temecula, CA', 0.05],
  ]),
  m('San Francisco-Oakland', 4566, [37.7749, -122.4194], 25, 'bayArea', [
    ['San Francisco, CA', 0.48],
    ['Oakland, CA', 0.15],
    ['Berkeley, CA', 0.06],
  ]),
  m('Detroit', 4342, [42.3314, -83.0458], 30, 'detroit', [
    ['Detroit, MI', 0.32],
    ['Dearborn, MI', 0.06],
    ['Royal Oak, MI', 0.04],
  ]),
  m('Seattle', 4044, [47.6062, -122.3321], 30, 'northwest', [
    ['Seattle, WA', 0.48],
    ['Tacoma, WA', 0.1],
    ['Bellevue, WA', 0.07],
  ]),
  m('Minneapolis-Saint Paul', 3712, [44.9778, -93.265], 25, 'midwest', [
    ['Minneapolis, MN', 0.38],
    ['Saint Paul, MN', 0.22],
  ]),
  m('Tampa-Saint Petersburg', 3342, [27.9506, -82.4572], 25, 'florida', [
    ['Tampa, FL', 0.4],
    ['Saint Petersburg, FL', 0.2],
    ['Clearwater, FL', 0.08],
  ]),
  m('San Diego', 3269, [32.7157, -117.1611], 25, 'california', [
    ['San Diego, CA', 0.62],
    ['Chula Vista, CA', 0.05],
    ['Carlsbad, CA', 0.05],
  ]),
  m('Denver', 3005, [39.7392, -104.9903], 25, 'mountain', [
    ['Denver, CO', 0.55],
    ['Aurora, CO', 0.08],
    ['Boulder, CO', 0.07],
  ]),
  m('Baltimore', 2835, [39.2904, -76.6122], 25, 'chesapeake', [
    ['Baltimore, MD', 0.52],
    ['Towson, MD', 0.04],
    ['Columbia, MD', 0.04],
  ]),
  m('Orlando', 2818, [28.5383, -81.3792], 25, 'florida', [
    ['Orlando, FL', 0.58],
    ['Kissimmee, FL', 0.08],
    ['Winter Park, FL', 0.05],
  ]),
  m('Charlotte', 2805, [35.2271, -80.8431], 25, 'south', [['Charlotte, NC', 0.62]]),
  m('Saint Louis', 2796, [38.627, -90.1994], 25, 'midwest', [['Saint Louis, MO', 0.5]]),
  m('San Antonio', 2703, [29.4241, -98.4936], 25, 'texas', [
    ['San Antonio, TX', 0.72],
    ['New Braunfels, TX', 0.05],
  ]),
  m('Portland', 2508, [45.5152, -122.6784], 25, 'northwest', [
    ['Portland, OR', 0.58],
    ['Vancouver, WA', 0.1],
    ['Beaverton, OR', 0.05],
  ]),
  m('Pittsburgh', 2435, [40.4406, -79.9959], 25, 'northeast', [['Pittsburgh, PA', 0.58]]),
  m('Austin', 2473, [30.2672, -97.7431], 25, 'texas', [
    ['Austin, TX', 0.68],
    ['Round Rock, TX', 0.06],
  ]),
  m('Sacramento', 2420, [38.5816, -121.4944], 25, 'california', [
    ['Sacramento, CA', 0.62],
    ['Roseville, CA', 0.06],
    ['Folsom, CA', 0.04],
  ]),
  m('Las Vegas', 2337, [36.1699, -115.1398], 20, 'lasVegas', [
    ['Las Vegas, NV', 0.65],
    ['Henderson, NV', 0.12],
  ]),
  m('Cincinnati', 2271, [39.1031, -84.512], 25, 'midwest', [
    ['Cincinnati, OH', 0.58],
    ['Covington, KY', 0.04],
  ]),
  m('Kansas City', 2222, [39.0997, -94.5786], 25, 'kansasCity', [
    ['Kansas City, MO', 0.45],
    ['Kansas City, KS', 0.08],
    ['Overland Park, KS', 0.08],
  ]),
  m('Columbus', 2180, [39.9612, -82.9988], 25, 'midwest', [['Columbus, OH', 0.68]]),
  m('Cleveland', 2160, [41.4993, -81.6944], 25, 'midwest', [
    ['Cleveland, OH', 0.52],
    ['Lakewood, OH', 0.04],
  ]),
  m('Indianapolis', 2141, [39.7684, -86.1581], 25, 'midwest', [
    ['Indianapolis, IN', 0.68],
    ['Carmel, IN', 0.05],
  ]),
  m('Nashville', 2102, [36.1627, -86.7816], 25, 'nashville', [
    ['Nashville, TN', 0.62],
    ['Franklin, TN', 0.06],
  ]),
  m('San Jose', 1946, [37.3382, -121.8863], 20, 'bayArea', [
    ['San Jose, CA', 0.5],
    ['Palo Alto, CA', 0.06],
    ['Sunnyvale, CA', 0.05],
    ['Santa Clara, CA', 0.05],
    ['Mountain View, CA', 0.05],
  ]),
  m('Virginia Beach-Norfolk', 1787, [36.85, -76.15], 25, 'chesapeake', [
    ['Virginia Beach, VA', 0.32],
    ['Norfolk, VA', 0.26],
    ['Chesapeake, VA', 0.08],
  ]),
  m('Jacksonville', 1713, [30.3322, -81.6557], 25, 'florida', [['Jacksonville, FL', 0.72]]),
  m('Providence', 1677, [41.824, -71.4128], 25, 'newEngland', [
    ['Providence, RI', 0.45],
    ['Warwick, RI', 0.07],
  ]),
  m('Milwaukee', 1560, [43.0389, -87.9065], 20, 'midwest', [['Milwaukee, WI', 0.68]]),
  m('Raleigh-Durham', 1510, [35.7796, -78.6382], 20, 'south', [
    ['Raleigh, NC', 0.52],
    ['Cary, NC', 0.08],
    ['Durham, NC', 0.14],
  ]),
  m('Oklahoma City', 1477, [35.4676, -97.5164], 20, 'plains', [['Oklahoma City, OK', 0.72]]),
  m('Louisville', 1365, [38.2527, -85.7585], 20, 'south', [['Louisville, KY', 0.72]]),
  m('Richmond', 1339, [37.5407, -77.436], 20, 'south', [['Richmond, VA', 0.68]]),
  m('Memphis', 1335, [35.1495, -90.049], 20, 'memphis', [['Memphis, TN', 0.72]]),
  m('Salt Lake City', 1267, [40.7608, -111.891], 20, 'mountain', [['Salt Lake City, UT', 0.6]]),
  m('Birmingham', 1184, [33.5186, -86.8104], 20, 'south', [['Birmingham, AL', 0.68]]),
  m('Grand Rapids', 1162, [42.9634, -85.6681], 20, 'midwest', [['Grand Rapids, MI', 0.62]]),
  m('Buffalo', 1155, [42.8864, -78.8784], 20, 'northeast', [['Buffalo, NY', 0.62]]),
  m('Hartford', 1151, [41.7658, -72.6734], 20, 'newEngland', [
    ['Hartford, CT', 0.38],
    ['West Hartford, CT', 0.1],
  ]),
  m('Tucson', 1063, [32.2226, -110.9747], 20, 'southwest', [['Tucson, AZ', 0.78]]),
  m('Rochester', 1061, [43.1566, -77.6088], 20, 'northeast', [['Rochester, NY', 0.65]]),
  m('Tulsa', 1034, [36.154, -95.9928], 20, 'plains', [['Tulsa, OK', 0.72]]),
  m('Fresno', 1020, [36.7378, -119.7871], 20, 'california', [['Fresno, CA', 0.78]]),
  m('Honolulu', 995, [21.3069, -157.8583], 15, 'hawaii', [['Honolulu, HI', 0.78]]),
  m('Worcester', 978, [42.2626, -71.8023], 20, 'newEngland', [['Worcester, MA', 0.5]]),
  m('Omaha', 976, [41.2565, -95.9345], 20, 'plains', [['Omaha, NE', 0.72]]),
  m('New Orleans', 962, [29.9511, -90.0715], 20, 'newOrleans', [
    ['New Orleans, LA', 0.62],
    ['Metairie, LA', 0.12],
  ]),
  m('Bridgeport-Stamford', 959, [41.1, -73.4], 15, 'newEngland', [
    ['Stamford, CT', 0.25],
    ['Bridgeport, CT', 0.15],
    ['Norwalk, CT', 0.1],
    ['Greenwich, CT', 0.08],
  ]),
  m('Knoxville', 946, [35.9606, -83.9207], 20, 'south', [['Knoxville, TN', 0.68]]),
  m('Albuquerque', 920, [35.0844, -106.6504], 20, 'southwest', [['Albuquerque, NM', 0.78]]),
  m('El Paso', 873, [31.7619, -106.485], 20, 'southwest', [['El Paso, TX', 0.82]]),
  m('Charleston', 849, [32.7765, -79.9311], 15, 'lowcountry', [['Charleston, SC', 0.62]]),
  m('Boise', 824, [43.615, -116.2023], 20, 'mountain', [['Boise, ID', 0.65]]),
];

/** The 50 largest by population (the ones a first start must fill with at least 100 restaurants each). */
export const TOP_50_METROS: readonly Metro[] = [...METROS].sort((a, b) => b.population - a.population).slice(0, 50);
