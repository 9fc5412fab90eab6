export interface CountryChoice {
  code: string;
  name: string;
}

/** The European states the country filter offers. */
export function useCountries(): CountryChoice[] {
  return [];
}
