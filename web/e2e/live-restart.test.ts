import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { badge, bell, createMember, graphqlAs, openDropdown, type Member } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

let e2e: E2E;
let alice: Member;
let bob: Member;
let threadId: string;

const post = (author: Member, body: string) =>
  graphqlAs(e2e, author, "mutation Post($input: CreatePostInput!) { createPost(input: $input) { id } }", {
    input: { threadId, body },
  });

beforeAll(async () => {
  e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
  const [category] = await e2e.sql<{ id: string }>(
    `insert into forum_categories (name, description, position, created_at)
     values ('Sightings', 'Reports from members', 0, now()) returning id::text as id`,
  );
  alice = await createMember(e2e, "alice_r");
  bob = await createMember(e2e, "bob_r");
  const created = await graphqlAs<{ createThread: { id: string } }>(
    e2e,
    bob,
    "mutation Thread($input: CreateThreadInput!) { createThread(input: $input) { id } }",
    {
      input: {
        categoryId: category!.id,
        title: "Drones over the harbour",
        body: "Seen three of them at dusk.",
      },
    },
  );
  threadId = created.createThread.id;
});

afterAll(async () => {
  await e2e?.close();
});

describe("an open page when the app restarts", () => {
  it("reconnects by itself and shows the notifications created while the app was down, once each", async () => {
    const page = await bob.page();
    const catchUpCalls: string[] = [];
    page.on("request", (request) => {
      if (request.postData()?.includes("notificationsSince")) catchUpCalls.push(request.url());
    });
    await page.goto("/mission");
    await bell(page).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await post(alice, "Before the restart: I saw them too.");
    await expect.poll(() => badge(page).textContent(), { timeout: onThisMachine(5_000) }).toBe("1");

    // what another instance (or a job) writes while this one is away: no live event reaches the page
    await e2e.restartApp(async () => {
      await e2e.sql(
        `insert into notifications (recipient_id, type, content) values ($1, 'system', 'Missed one'),
                                                                      ($1, 'system', 'Missed two')`,
        [bob.id],
      );
      await new Promise((resolve) => setTimeout(resolve, 3000));
    });
    await expect.poll(() => badge(page).textContent(), { timeout: onThisMachine(40_000) }).toBe("3");
    // the socket carried the catch-up from the newest the bell held: no second request (decision 106)
    expect(catchUpCalls).toEqual([]);

    // the socket is live again: a reply after the restart arrives as a push
    await post(alice, "After the restart: still there?");
    await expect.poll(() => badge(page).textContent(), { timeout: onThisMachine(10_000) }).toBe("4");
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const dropdown = await openDropdown(page);
    await expect.poll(() => dropdown.getByText("Missed two").count()).toBe(1);
    expect(await dropdown.getByText("Missed one").count()).toBe(1);
    await page.context().close();
  });
});
