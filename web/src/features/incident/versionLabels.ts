/** The path of a version's permalink. */
export const versionPath = (id: string, number: number) => `/incident/${id}/v/${number}`;
