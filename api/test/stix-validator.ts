import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";

/**
 * A validator of bundles by OASIS's STIX 2.1 JSON schemas (api/test/stix-schemas): each object by its
 * type's own schema (sdos/, sros/, and common/'s marking-definition), the envelope by the bundle's. The
 * bundle schema's list of objects names no incident or location (the schemas predate them there), so it
 * would take them as custom objects.
 */
export function bundleValidator() {
  // the schemas' patterns are written for ECMAScript without the u flag (they escape "-")
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
  const root = new URL("./stix-schemas/schemas/", import.meta.url).pathname;
  const byType = new Map<string, string>();
  for (const folder of readdirSync(root)) {
    for (const file of readdirSync(join(root, folder))) {
      const schema = JSON.parse(readFileSync(join(root, folder, file), "utf8")) as { $id: string };
      ajv.addSchema(schema);
      if (folder === "sdos" || folder === "sros" || file === "marking-definition.json") {
        byType.set(file.replace(/\.json$/, ""), schema.$id);
      }
    }
  }
  const identifier = ajv.getSchema(
    "http://raw.githubusercontent.com/oasis-open/cti-stix2-json-schemas/stix2.1/schemas/common/identifier.json",
  )!;
  return (bundle: Bundle): string[] => {
    const errors: string[] = [];
    if (bundle.type !== "bundle" || !identifier(bundle.id) || !bundle.id.startsWith("bundle--")) {
      errors.push(`not a bundle: ${bundle.type} ${bundle.id}`);
    }
    for (const object of bundle.objects) {
      const validate = byType.has(object.type) ? ajv.getSchema(byType.get(object.type)!)! : null;
      const { id, type } = object;
      if (!validate) errors.push(`${id}: no STIX 2.1 type ${type}`);
      else if (!validate(object)) errors.push(`${id}: ${JSON.stringify(validate.errors)}`);
    }
    return errors;
  };
}

export type StixObject = Record<string, unknown> & { type: string; id: string };
export type Bundle = { type: string; id: string; objects: StixObject[] };
