import { graphql } from "../../gql";

/** The signed-in member's ban in force, if any (the banner, the reply box, the new-thread form). */
export const myBanQuery = graphql(`
  query MyBan {
    me {
      id
      activeBan {
        id
        reason
        startsAt
        endsAt
      }
    }
  }
`);
