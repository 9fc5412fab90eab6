import { useRouteError } from "react-router-dom";

/** Hands errors the router caught outside a page (in the layout itself) to the fatal boundary. */
export function RethrowRouteError(): never {
  throw useRouteError();
}
