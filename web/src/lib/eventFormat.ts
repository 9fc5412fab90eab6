import type { AttackType } from "@incident-watch/schema";

/** yyyy-mm-dd (or an ISO timestamp) → dd/mm/yyyy, as the popups show dates; anything else as given. */
export function formatEventDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

export function typeBadge(type: AttackType): "RU" | "CN" {
  return type === "russian" ? "RU" : "CN";
}

export function typeName(type: AttackType): string {
  return type === "russian" ? "Russian" : "Chinese";
}

export function eventsAtLocationLabel(count: number): string {
  return `${count} events at this location`;
}
