import { T, useT } from "../../i18n";

/** Where the place and region names come from, and their licences (GeoNames asks for credit: CC BY 4.0). */
export function PlaceNamesCredit() {
  const t = useT("pages");
  return (
    <>
      <h2>{t("pages.placeNamesTitle")}</h2>
      <p>
        <T
          ns="pages"
          id="pages.placeNames"
          components={{ geonames: <a href="https://www.geonames.org/" rel="noopener noreferrer" /> }}
        />
      </p>
    </>
  );
}
