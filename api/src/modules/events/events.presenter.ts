import type { AttackType } from "@incident-watch/schema";
import type { Event } from "./event.entity.js";

/** The spec's event shape (§3), as the REST compatibility paths answer it. */
export interface RestEvent {
  _id: string;
  type: AttackType;
  title: string;
  sourceUrl: string;
  date: string;
  latitude: number;
  longitude: number;
}

export function restEvent(event: Event): RestEvent {
  const { type, title, sourceUrl, date, latitude, longitude } = event;
  return { _id: event.id, type, title, sourceUrl, date, latitude, longitude };
}
