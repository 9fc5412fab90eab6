import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";
import { registerAccount, type Account } from "../../test/accounts.js";
import { SessionLookups } from "../modules/auth/session-lookups.js";
import { createContextFactory } from "./context.js";

// The context is built for every request: what it makes up front, `{ __typename }` pays for too.
describe("a request's context", () => {
  let app: TestApp;
  let member: Account;

  beforeAll(async () => {
    app = await startTestApp();
    member = await registerAccount(app);
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.close();
  });

  it("looks up no session for a request without a token, and the member's for one with it", async () => {
    const lookup = vi.spyOn(SessionLookups.prototype, "viewer");
    try {
      const visitor = await app.graphql("{ __typename }");
      expect(visitor).toMatchObject({ status: 200, data: { __typename: "Query" } });
      expect(lookup).not.toHaveBeenCalled();

      const signedIn = await app.graphql<{ me: { username: string } | null }>(
        "{ me { username } }",
        undefined,
        {
          authorization: `Bearer ${member.token}`,
        },
      );
      expect(signedIn.data?.me?.username).toBe(member.username);
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it("makes no EntityManager for a visitor until one is used, nor when Apollo copies it", async () => {
    const fork = vi.spyOn(app.orm.em, "fork");
    try {
      // checked before anything else can run: other work of the app (jobs, the outbox) forks too
      const pending = createContextFactory(
        app.orm,
        app.deps,
        app.state,
      )({
        ip: "192.0.2.1",
        userAgent: undefined,
        token: undefined,
      });
      expect(fork).not.toHaveBeenCalled();
      const context = await pending;
      // what Apollo does to every request's context (ApolloServer.js, cloneObject): runs own getters
      const copy = Object.assign(
        Object.create(Object.getPrototypeOf(context) as object) as object,
        context,
      ) as typeof context;
      expect(fork).not.toHaveBeenCalled();
      expect(copy.viewer).toBeNull();
      // the copy and the original share what either makes
      expect(copy.services).toBe(context.services);
      expect(copy.em).toBe(context.em);
      expect(fork).toHaveBeenCalled();
    } finally {
      fork.mockRestore();
    }
  });
});
