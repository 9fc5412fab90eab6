export * from "./messages.js";
export * from "./validation.js";
export * from "./roles.js";
export * from "./forum-validation.js";
export * from "./avatar.js";
export * from "./incident-kinds.js";
export * from "./site-routes.js";
export * from "./bans.js";
