import type { ApolloServerPlugin } from "@apollo/server";
import type { ReadRouting } from "../infra/replicas/read-routing.js";
import type { Context } from "./context.js";

/**
 * After a member's mutation, and before its answer leaves, notes the primary's WAL position for them: their
 * next reads go to a standby only once it has replayed their write (decision 128).
 */
export function writePositionPlugin(routing: ReadRouting): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue }) {
          if (operation?.operation !== "mutation" || !contextValue.viewer) return;
          await routing.noteWrite(contextValue.viewer.id);
        },
      };
    },
  };
}
