import { ApolloLink, gql, Observable } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { createApolloClient } from "../../../app/apollo";
import { afterForumMutation, FORUM_QUERY_CONTEXT } from "./forumMutations";

const THREAD_PAGE = gql`
  query ThreadPage($id: ID!) {
    thread(id: $id) {
      id
      title
    }
  }
`;

/** A server whose answers arrive when the test says, each carrying the title of the moment it was asked. */
function slowServer() {
  const answers: Array<() => void> = [];
  let title = "before the change";
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const data = { thread: { __typename: "Thread", id: operation.variables.id as string, title } };
        answers.push(() => {
          observer.next({ data });
          observer.complete();
        });
      }),
  );
  const noSocket = new ApolloLink(() => new Observable((observer) => observer.complete()));
  return {
    client: createApolloClient({ httpLink: link, wsLink: noSocket, watchFocus: false, sweepCache: false }),
    answers,
    change: (next: string) => void (title = next),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a forum page read again after a change", () => {
  it("is not answered by a read sent before the change", async () => {
    const { client, answers, change } = slowServer();
    const page = client.watchQuery({
      query: THREAD_PAGE,
      fetchPolicy: "network-only",
      variables: { id: "7" },
      context: FORUM_QUERY_CONTEXT,
    });
    const titles: string[] = [];
    page.subscribe((result) => {
      if (result.data) titles.push((result.data as { thread: { title: string } }).thread.title);
    });
    await tick();
    answers.shift()!();
    await tick();
    // a live update reads the page again; before its answer comes, the member's change is stored
    void page.refetch().catch(() => {});
    await tick();
    change("after the change");
    const refreshed = afterForumMutation(client);
    await tick();
    expect(answers).toHaveLength(2);
    // the change's own read answers first, the older read last
    answers[1]!();
    answers[0]!();
    await refreshed;
    await tick();
    expect(titles.at(-1)).toBe("after the change");
    page.stopPolling();
  });
});
