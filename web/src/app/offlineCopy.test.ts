import { gql } from "@apollo/client";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_HEADER as WORKER_HEADER } from "../serviceWorker/offlineCache";
import { createRetryingTestClient } from "../test/render";
import { server, setupMockServer } from "../test/server";
import { OfflineCopyError, OFFLINE_COPY_HEADER } from "./offlineCopy";

setupMockServer();

const CATEGORY = gql`
  query CategoryPage {
    category {
      id
    }
  }
`;

function keptCopy(name: string, data: Record<string, unknown>) {
  const asked = { count: 0 };
  server.use(
    graphql.query(name, () => {
      asked.count += 1;
      return HttpResponse.json({ data }, { headers: { [OFFLINE_COPY_HEADER]: "120" } });
    }),
  );
  return asked;
}

describe("a copy the service worker gives back", () => {
  it("is marked with the header the worker writes", () => {
    expect(OFFLINE_COPY_HEADER).toBe(WORKER_HEADER);
  });

  it("is a failed call to the HTTP link's retries (3, as on no answer), then shown once they are spent", async () => {
    const category = { __typename: "Category", id: "c1" };
    const asked = keptCopy("CategoryPage", { category });
    const { data } = await createRetryingTestClient().query({ query: CATEGORY, fetchPolicy: "no-cache" });
    expect(asked.count).toBe(4);
    expect(data).toEqual({ category });
  });

  it("reaches a feature that retries its own calls as an OfflineCopyError, with the copy and its age", async () => {
    keptCopy("Me", { me: null });
    const ME = gql`
      query Me {
        me {
          id
        }
      }
    `;
    const failure = createRetryingTestClient().query({ query: ME, fetchPolicy: "no-cache" });
    await expect(failure).rejects.toBeInstanceOf(OfflineCopyError);
    await expect(failure).rejects.toMatchObject({ ageSeconds: 120, copy: { data: { me: null } } });
  });
});
