import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** The network for component tests: each test file adds the GraphQL handlers it needs. */
export const server = setupServer();

export function setupMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
