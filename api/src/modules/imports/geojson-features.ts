/** The file is not a GeoJSON FeatureCollection (no top-level object with a "features" array). */
export class NotFeatureCollection extends Error {}

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * The text of each object in a FeatureCollection's "features" array, from text that arrives in pieces:
 * a scanner of strings and brackets keeps only the feature being read, so a large file is never whole in
 * memory. A feature that is not valid JSON is still yielded (its row is refused later, not the file).
 */
export async function* geojsonFeatures(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  let key = "";
  let lastString = "";
  let stringStart = -1;
  let inFeatures = false;
  let sawFeatures = false;
  let feature: string[] | null = null;
  for await (const piece of pieces) {
    const out: string[] = [];
    let featureStart = feature ? 0 : -1;
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (depth === 1 && stringStart >= 0) lastString += piece.slice(stringStart, i);
          stringStart = -1;
        }
        continue;
      }
      if (c === 32 || c === 9 || c === 10 || c === 13) continue;
      if (!started) {
        if (c !== 123) throw new NotFeatureCollection();
        started = true;
      }
      if (c === QUOTE) {
        inString = true;
        if (depth === 1) {
          lastString = "";
          stringStart = i + 1;
        }
      } else if (c === 58 && depth === 1) key = lastString;
      else if (c === 123 || c === 91) {
        if (inFeatures && depth === 2 && c === 123) {
          feature = [];
          featureStart = i;
        }
        if (depth === 1 && c === 91 && key === "features") inFeatures = sawFeatures = true;
        depth++;
      } else if (c === 125 || c === 93) {
        depth--;
        if (feature && depth === 2 && c === 125) {
          feature.push(piece.slice(featureStart, i + 1));
          out.push(feature.join(""));
          feature = null;
          featureStart = -1;
        }
        if (depth === 1 && inFeatures && c === 93) inFeatures = false;
        if (depth < 0) throw new NotFeatureCollection();
      }
    }
    if (inString && depth === 1 && stringStart >= 0) {
      lastString += piece.slice(stringStart);
      stringStart = 0;
    }
    if (feature && featureStart >= 0) feature.push(piece.slice(featureStart));
    yield* out;
  }
  if (!sawFeatures || depth !== 0) throw new NotFeatureCollection();
}
