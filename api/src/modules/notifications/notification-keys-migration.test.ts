import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type pg from "pg";
import { databaseBefore, type DatabaseBefore } from "../../../test/database.js";

const KEYS = "Migration20270107070000_notification_keys";

/** Notifications stored as English sentences before they held a key and its arguments. */
describe("notifications stored before they held keys", () => {
  let oldDatabase: DatabaseBefore;
  let client: pg.Client;
  const said = async (content: string) =>
    (
      await client.query<{ message_key: string | null; message_args: Record<string, unknown> }>(
        "select message_key, message_args from notifications where content = $1",
        [content],
      )
    ).rows[0];
  const typeOf = async (content: string) =>
    (await client.query<{ type: string }>("select type from notifications where content = $1", [content]))
      .rows[0]?.type;

  beforeAll(async () => {
    oldDatabase = await databaseBefore(inject("databaseServerUrl"), KEYS);
    client = oldDatabase.client;
    await client.query(`
      with reader as (
        insert into users (id, username, username_key, email, password_hash, role, created_at)
        values (gen_random_uuid(), 'reader', 'reader', 'reader@example.org', 'x', 'user', now()) returning id)
      insert into notifications (recipient_id, type, content, created_at)
      select reader.id, type::text, content, now() from reader, (values
        ('reaction', 'alice and 3 others reacted to your post'),
        ('reaction', 'bob and 1 other reacted to your post'),
        ('reaction', 'carol reacted to your post'),
        ('quote', 'dan changed a post you quoted'),
        ('saved_search', 'New incident for your saved search “Baltic cables”: Cable cut near Gotland'),
        ('saved_search', 'Neuer Vorfall für Ihre gespeicherte Suche „Kabel“: Kabel durchtrennt'),
        ('ban', 'You are banned until 29/11/2026, 12:00 UTC. Reason: spam'),
        ('unban', 'Your ban was lifted.'),
        ('report_update', 'Thank you for your report about the thread "Drones". A moderator reviewed it and took action.'),
        ('mention', 'Have a look at this'),
        -- saved-search lines stored before they had a type of their own
        ('other', 'New incident for your saved search “Drones”: Drone over Gdańsk port'),
        ('other', 'Alerts for your saved search “Drones” will appear here.'),
        ('other', 'Neue Meldung für „Drohnen“')) as rows(type, content)`);
    await oldDatabase.orm.getMigrator().up();
  });

  afterAll(async () => {
    await oldDatabase?.close();
  });

  it("reads the key and arguments back from the English sentences", async () => {
    expect(await said("alice and 3 others reacted to your post")).toEqual({
      message_key: "notifications.said.reactionWithOthers",
      message_args: { name: "alice", others: 3 },
    });
    expect((await said("bob and 1 other reacted to your post"))!.message_args).toEqual({
      name: "bob",
      others: 1,
    });
    expect((await said("carol reacted to your post"))!.message_args).toEqual({ name: "carol" });
    expect(await said("dan changed a post you quoted")).toEqual({
      message_key: "notifications.said.changedQuoted",
      message_args: { name: "dan" },
    });
    expect(await said("New incident for your saved search “Baltic cables”: Cable cut near Gotland")).toEqual({
      message_key: "notifications.said.savedSearch",
      message_args: { name: "Baltic cables", title: "Cable cut near Gotland" },
    });
    expect(await said("You are banned until 29/11/2026, 12:00 UTC. Reason: spam")).toEqual({
      message_key: "notifications.said.banned",
      message_args: { until: "29/11/2026, 12:00 UTC", reason: "spam" },
    });
    expect((await said("Your ban was lifted."))!.message_key).toBe("notifications.said.banLifted");
    expect(
      await said(
        'Thank you for your report about the thread "Drones". A moderator reviewed it and took action.',
      ),
    ).toEqual({
      message_key: "notifications.said.reportResolved",
      message_args: { about: "thread", name: "Drones" },
    });
    expect(await said("Have a look at this")).toEqual({
      message_key: "notifications.said.ownWords",
      message_args: { text: "Have a look at this" },
    });
  });

  it("keeps the words of a row it cannot read as its fallback", async () => {
    expect(await said("Neuer Vorfall für Ihre gespeicherte Suche „Kabel“: Kabel durchtrennt")).toEqual({
      message_key: null,
      message_args: {},
    });
  });

  it("gives saved-search lines stored as 'other' their own type, key and arguments", async () => {
    const line = "New incident for your saved search “Drones”: Drone over Gdańsk port";
    expect(await typeOf(line)).toBe("saved_search");
    expect(await said(line)).toEqual({
      message_key: "notifications.said.savedSearch",
      message_args: { name: "Drones", title: "Drone over Gdańsk port" },
    });
    const test = "Alerts for your saved search “Drones” will appear here.";
    expect(await typeOf(test)).toBe("saved_search");
    expect(await said(test)).toEqual({
      message_key: "notifications.said.savedSearchTest",
      message_args: { name: "Drones" },
    });
    // words it cannot read keep their type and are their own fallback
    expect(await typeOf("Neue Meldung für „Drohnen“")).toBe("other");
  });
});
