export * from "./messages.js";
export * from "./validation.js";
export * from "./roles.js";
export * from "./forum-validation.js";
export * from "./avatar.js";
export * from "./reports.js";
