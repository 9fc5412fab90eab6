export * from "./messages.js";
export * from "./validation.js";
