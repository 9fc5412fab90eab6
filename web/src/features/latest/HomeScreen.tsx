import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { FirstScreenSwitch } from "./FirstScreenSwitch";
import { markHomeShown, opensOnLatest } from "./firstScreen";

/**
 * The home page's place in the router: the map under the phones' Map | Latest switch, or Latest when a
 * phone's visitor chose it as their first screen and has just opened the site (the address becomes
 * /latest, so a reload keeps it).
 */
export function HomeScreen({ map }: { map: ReactNode }) {
  const latest = opensOnLatest();
  useEffect(markHomeShown, []);
  if (latest) return <Navigate to="/latest" replace />;
  return (
    <>
      <FirstScreenSwitch />
      {map}
    </>
  );
}
