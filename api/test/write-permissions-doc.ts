import { writeFileSync } from "node:fs";
import { PERMISSIONS_DOC, permissionsMarkdown } from "./permission-doc.js";

/** Writes docs/permissions.md from the permission table (see api/test/permission-table.ts). */
writeFileSync(PERMISSIONS_DOC, await permissionsMarkdown());
console.warn(`wrote ${PERMISSIONS_DOC}`);
