// The export benchmark's reference: an Express 5 app sending a file's bytes from memory in 64 KB chunks,
// as a CSV download, waiting for the socket to drain like a stream does.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const express = createRequire(new URL("../api/package.json", import.meta.url))("express");
const bytes = readFileSync(process.env.BYTES_FILE);
const CHUNK = 64 * 1024;
const app = express();
app.get("/", (_req, res) => {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="x.csv"',
  });
  let offset = 0;
  const write = () => {
    while (offset < bytes.length) {
      const chunk = bytes.subarray(offset, offset + CHUNK);
      offset += CHUNK;
      if (!res.write(chunk)) return void res.once("drain", write);
    }
    res.end();
  };
  write();
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
