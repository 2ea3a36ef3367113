// The zipcodes package (US and Canadian postal codes with coordinates) ships no types.
declare module 'zipcodes' {
  interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeRecord>;
    lookup(zip: string | number): ZipCodeRecord | undefined;
  };
  export = zipcodes;
}
