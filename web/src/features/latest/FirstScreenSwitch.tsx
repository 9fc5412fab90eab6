import { NavLink } from "react-router-dom";
import { useT } from "../../i18n";
import { chooseFirstScreen } from "./firstScreen";
import "./firstScreenSwitch.css";

/**
 * On phones, "Map | Latest" above the home page and the Latest page: the one chosen is remembered on the
 * device and opens the site next time (firstScreen.ts); the other stays one tap away.
 */
export function FirstScreenSwitch() {
  const t = useT("map");
  return (
    <nav className="first-screen-switch" aria-label={t("map.latest.switchLabel")}>
      <NavLink to="/" end className="first-screen-switch__link" onClick={() => chooseFirstScreen("map")}>
        {t("map.latest.switchMap")}
      </NavLink>
      <NavLink to="/latest" className="first-screen-switch__link" onClick={() => chooseFirstScreen("latest")}>
        {t("map.latest.switchLatest")}
      </NavLink>
    </nav>
  );
}
