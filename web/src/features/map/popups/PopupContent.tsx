import { EventDetails } from "./EventDetails";
import { LocationEvents } from "./LocationEvents";
import type { PopupTarget } from "./popupTarget";

/** What a marker's popup shows: one incident's details, or the list of every incident at one point. */
export function PopupContent({ popup, linkText }: { popup: PopupTarget; linkText: string }) {
  return popup.kind === "event" ? (
    <EventDetails id={popup.id} linkText={linkText} />
  ) : (
    <LocationEvents events={popup.events} />
  );
}
