// Types of build.mjs for the tests that import it.
export function installIsStale(dir?: string): boolean;
export function installIfNeeded(): void;
export function buildIfStale(): void;
export function buildApiIfStale(): void;
