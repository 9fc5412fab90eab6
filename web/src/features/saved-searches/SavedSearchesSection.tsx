import { useQuery } from "@apollo/client/react";
import { useLocation, useNavigate } from "react-router-dom";
import { useT } from "../../i18n";
import { SaveSearchDialog } from "./SaveSearchDialog";
import { SavedSearchItem } from "./SavedSearchItem";
import { searchToSave } from "./savedSearchInput";
import { savedSearchesQuery } from "./savedSearches.graphql";
import "./savedSearches.css";

/** Settings: the member's saved searches, each with its channels to change, its feed, and deleting it. */
export function SavedSearchesSection() {
  const t = useT("alerts");
  const { data, loading, error } = useQuery(savedSearchesQuery, { fetchPolicy: "cache-and-network" });
  const searches = data?.savedSearches;
  // opened from the map's "Save this search": the form first, with the map's filter
  const location = useLocation();
  const navigate = useNavigate();
  const toSave = searchToSave(location.search);
  return (
    <section className="saved-searches" id="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">{t("alerts.title")}</h2>
      <p className="field-hint">{t("alerts.intro")}</p>
      {toSave && (
        <div id="save-search">
          <SaveSearchDialog
            filter={toSave.filter}
            area={toSave.area}
            onClose={() =>
              void navigate({ pathname: location.pathname, hash: "#saved-searches" }, { replace: true })
            }
          />
        </div>
      )}
      {loading && !searches ? (
        <p role="status">{t("alerts.loading")}</p>
      ) : error && !searches ? (
        <p>{t("alerts.loadFailed")}</p>
      ) : searches?.length ? (
        <ul className="saved-searches__list">
          {searches.map((saved) => (
            <SavedSearchItem key={saved.id} saved={saved} />
          ))}
        </ul>
      ) : (
        <p>{t("alerts.empty")}</p>
      )}
    </section>
  );
}
