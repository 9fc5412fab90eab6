import { ApolloLink, gql, Observable } from "@apollo/client";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { createLatestReadLink } from "./latestReadLink";

const PAGE = gql`
  query Page($id: ID!) {
    page(id: $id) {
      id
    }
  }
`;

/** A server that answers or fails each request when the test says. */
function heldServer() {
  const held: Array<{ answer: (text: string) => void; fail: () => void }> = [];
  const server = new ApolloLink(
    () =>
      new Observable((observer) => {
        held.push({
          answer: (text) => {
            observer.next({ data: { page: { id: text } } });
            observer.complete();
          },
          fail: () => observer.error(new Error("offline")),
        });
      }),
  );
  const link = ApolloLink.from([createLatestReadLink(), server]);
  const read = (id = "1") =>
    firstValueFrom(
      ApolloLink.execute(link, { query: PAGE, variables: { id } }, { client: {} as never }),
    ).then((answer) => (answer.data as { page: { id: string } }).page.id);
  return { held, read };
}

describe("reads of the same query answered as they were asked", () => {
  it("answers an earlier read that comes back last with the later read's answer", async () => {
    const { held, read } = heldServer();
    const [older, newer] = [read(), read()];
    held[1]!.answer("after");
    held[0]!.answer("before");
    expect([await older, await newer]).toEqual(["after", "after"]);
  });

  it("keeps an earlier read that comes back first until the later one answers", async () => {
    const { held, read } = heldServer();
    const [older, newer] = [read(), read()];
    let olderDone = false;
    void older.then(() => (olderDone = true));
    held[0]!.answer("before");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(olderDone).toBe(false);
    held[1]!.answer("after");
    expect([await older, await newer]).toEqual(["after", "after"]);
  });

  it("gives an earlier read its own answer when the later one fails, and leaves other variables alone", async () => {
    const { held, read } = heldServer();
    const [older, newer, other] = [read(), read(), read("2")];
    held[2]!.answer("other");
    held[0]!.answer("before");
    held[1]!.fail();
    expect(await older).toBe("before");
    await expect(newer).rejects.toThrow("offline");
    expect(await other).toBe("other");
  });
});
