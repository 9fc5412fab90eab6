import { useQuery } from "@apollo/client/react";
import { countriesQuery } from "../data/map.graphql";

export interface CountryChoice {
  code: string;
  name: string;
}

/** The European states the country filter offers (the boundary data's). */
export function useCountries(): CountryChoice[] {
  const { data } = useQuery(countriesQuery);
  return data?.countries ?? [];
}
