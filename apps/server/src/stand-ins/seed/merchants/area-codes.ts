import { usPlaces, type UsPlaces } from '../../../modules/locations/us-places';
import { approxMiles } from './seed-places';

/**
 * The telephone area codes of each state (the North American Numbering Plan's geographic codes), each with a
 * city it serves: a restaurant's number takes the code of the nearest such city in its own state, so a Chicago
 * restaurant dials 312, 773 or 872 and never a Tacoma 253. Overlays (codes added over the same area) share their
 * area's city. Written as "codes:City" pairs separated by semicolons; every city is a "City, ST" of the ZIP data
 * (generate-merchant.test.ts checks it).
 */
const AREA_CODES: Record<string, string> = {
  AK: '907:Anchorage',
  AL: '205 659:Birmingham;251:Mobile;256 938:Huntsville;334:Montgomery',
  AR: '479:Fort Smith;501:Little Rock;870:Jonesboro',
  AZ: '480:Mesa;520:Tucson;602:Phoenix;623:Glendale;928:Flagstaff',
  CA:
    '209 350:Stockton;213 323 738:Los Angeles;310 424:Santa Monica;408 669:San Jose;415 628:San Francisco;' +
    '510 341:Oakland;530:Chico;559:Fresno;562:Long Beach;619 858:San Diego;626:Pasadena;650:San Mateo;' +
    '657 714:Anaheim;661:Bakersfield;707:Santa Rosa;747 818:Glendale;760 442:Oceanside;805 820:Santa Barbara;' +
    '831:Salinas;909 840:San Bernardino;916 279:Sacramento;925:Walnut Creek;949:Irvine;951:Riverside',
  CO: '303 720 983:Denver;719:Colorado Springs;970:Fort Collins',
  CT: '203 475:New Haven;860 959:Hartford',
  DC: '202 771:Washington',
  DE: '302:Wilmington',
  FL:
    '239:Fort Myers;305 786:Miami;321:Orlando;352:Gainesville;386:Daytona Beach;407 689:Orlando;' +
    '561 728:West Palm Beach;727:Saint Petersburg;754 954:Fort Lauderdale;772:Port Saint Lucie;813 656:Tampa;' +
    '850 448:Tallahassee;863:Lakeland;904:Jacksonville;941:Sarasota',
  GA: '229:Albany;404 470 678:Atlanta;478:Macon;706 762:Augusta;770:Marietta;912:Savannah',
  HI: '808:Honolulu',
  IA: '319:Cedar Rapids;515:Des Moines;563:Davenport;641:Mason City;712:Sioux City',
  ID: '208 986:Boise',
  IL:
    '312 773 872:Chicago;847 224:Evanston;630 331:Naperville;708 464:Oak Park;815 779:Rockford;' +
    '217 447:Springfield;309:Peoria;618 730:Carbondale',
  IN: '219:Gary;260:Fort Wayne;317 463:Indianapolis;574:South Bend;765:Lafayette;812 930:Evansville',
  KS: '316:Wichita;620:Dodge City;785:Topeka;913:Overland Park',
  KY: '270 364:Bowling Green;502:Louisville;606:Ashland;859:Lexington',
  LA: '225:Baton Rouge;318:Shreveport;337:Lafayette;504:New Orleans;985:Houma',
  MA: '339 781:Waltham;351 978:Lowell;413:Springfield;508 774:Worcester;617 857:Boston',
  MD: '240 301:Rockville;410 443 667:Baltimore',
  ME: '207:Portland',
  MI:
    '231:Muskegon;248 947:Troy;269:Kalamazoo;313 679:Detroit;517:Lansing;586:Warren;616:Grand Rapids;' +
    '734:Ann Arbor;810:Flint;906:Marquette;989:Saginaw',
  MN: '218:Duluth;320:Saint Cloud;507:Rochester;612:Minneapolis;651:Saint Paul;763:Anoka;952:Eden Prairie',
  MO: '314 557:Saint Louis;417:Springfield;573:Columbia;636:Saint Charles;660:Sedalia;816 975:Kansas City',
  MS: '228:Gulfport;601 769:Jackson;662:Tupelo',
  MT: '406:Billings',
  NC: '252:Greenville;336 743:Greensboro;704 980:Charlotte;828:Asheville;910 472:Fayetteville;919 984:Raleigh',
  ND: '701:Fargo',
  NE: '308:Grand Island;402 531:Omaha',
  NH: '603:Manchester',
  NJ: '201 551:Jersey City;609 640:Trenton;732 848:New Brunswick;856:Camden;862 973:Newark;908:Elizabeth',
  NM: '505:Albuquerque;575:Las Cruces',
  NV: '702 725:Las Vegas;775:Reno',
  NY:
    '212 646 332:New York;718 347 929:Brooklyn;315 680:Syracuse;516:Hempstead;518 838:Albany;585:Rochester;' +
    '607:Binghamton;631 934:Islip;716:Buffalo;845:Poughkeepsie;914:White Plains',
  OH:
    '216:Cleveland;234 330:Akron;380 614:Columbus;419 567:Toledo;440:Elyria;513:Cincinnati;740:Zanesville;' +
    '937 326:Dayton',
  OK: '405:Oklahoma City;539 918:Tulsa;580:Lawton',
  OR: '458 541:Eugene;503 971:Portland',
  PA:
    '215 267 445:Philadelphia;412 878:Pittsburgh;484 610:Allentown;570 272:Scranton;717 223:Harrisburg;' +
    '724:Washington;814:Erie',
  RI: '401:Providence',
  SC: '803 839:Columbia;843 854:Charleston;864:Greenville',
  SD: '605:Sioux Falls',
  TN: '423:Chattanooga;615 629:Nashville;731:Jackson;865:Knoxville;901:Memphis;931:Clarksville',
  TX:
    '210 726:San Antonio;214 469 972 945:Dallas;254:Waco;281 713 832 346:Houston;325:Abilene;361:Corpus Christi;' +
    '409:Beaumont;430 903:Tyler;432:Midland;512 737:Austin;682 817:Fort Worth;806:Lubbock;830:New Braunfels;' +
    '915:El Paso;936:Conroe;940:Denton;956:Laredo;979:Bryan',
  UT: '385 801:Salt Lake City;435:Saint George',
  VA: '276:Bristol;434:Charlottesville;540:Roanoke;571 703:Arlington;757 948:Norfolk;804:Richmond',
  VT: '802:Burlington',
  WA: '206 564:Seattle;253:Tacoma;360:Olympia;425:Bellevue;509:Spokane',
  WI: '262:Waukesha;414:Milwaukee;608:Madison;715 534:Eau Claire;920 274:Green Bay',
  WV: '304 681:Charleston',
  WY: '307:Cheyenne',
  PR: '787 939:San Juan',
};

export interface AreaCodeArea {
  state: string;
  city: string;
  codes: readonly string[];
  latitude: number;
  longitude: number;
}

/** The table read and placed: each area's codes with its city's centre (from the ZIP data). */
export function areaCodeAreas(places: UsPlaces): AreaCodeArea[] {
  return Object.entries(AREA_CODES).flatMap(([state, text]) =>
    text.split(';').map((pair) => {
      const [codes = '', city = ''] = pair.split(':');
      const found = places.city(city, state);
      if (!found) throw new Error(`area codes: no place "${city}, ${state}" in the ZIP data`);
      return { state, city, codes: codes.split(' '), latitude: found.latitude, longitude: found.longitude };
    }),
  );
}

let cache: AreaCodeArea[] | undefined;

/** The table over the ZIP data, placed once for the catalog. */
export function seedAreaCodes(): readonly AreaCodeArea[] {
  cache ??= areaCodeAreas(usPlaces());
  return cache;
}

/**
 * The area codes of a restaurant's place: its city's own where the table names the city (all of Chicago dials
 * 312, 773 or 872, even next to Evanston), else those of the nearest area of its state (none without an entry).
 */
export function areaCodesAt(
  areas: readonly AreaCodeArea[],
  place: { city: string; state: string; latitude: number; longitude: number },
): readonly string[] {
  const { city, state, latitude, longitude } = place;
  const own = areas.filter((area) => area.state === state && area.city === city);
  if (own.length > 0) return own.flatMap((area) => area.codes);
  let best: AreaCodeArea | null = null;
  let bestMiles = Infinity;
  for (const area of areas) {
    if (area.state !== state) continue;
    const miles = approxMiles(latitude, longitude, area.latitude, area.longitude);
    if (miles < bestMiles) [best, bestMiles] = [area, miles];
  }
  return best?.codes ?? [];
}
