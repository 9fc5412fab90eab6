/**
 * The ids of the incidents whose title holds `text` (null while they load, or without text). The server
 * searches the titles: the map data carries none.
 */
export function useTitleMatches(text: string): string[] | null {
  void text;
  return null;
}
