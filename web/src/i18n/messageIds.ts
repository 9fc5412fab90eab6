// The English catalogues name every message there is (types only: nothing of them enters the bundle).
import type app from "../locales/en/app.json";

export type MessageId = keyof typeof app;
