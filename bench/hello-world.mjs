// The reference of the API benchmark: the smallest Express 5 app, on the same machine and Node.js.
import { createRequire } from "node:module";

const express = createRequire(new URL("../api/package.json", import.meta.url))("express");
const app = express();
app.get("/", (_req, res) => void res.send("Hello World!"));
const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
