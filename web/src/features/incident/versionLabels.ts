/** The path of a version's permalink. */
export const versionPath = (id: string, number: number) => `/incident/${id}/v/${number}`;

/** A version's time as the history shows it: the day and the time in UTC, unambiguous for citing. */
export const versionTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
