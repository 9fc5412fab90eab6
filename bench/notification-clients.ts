// Notification clients for the live-notification benchmark: signed-in graphql-ws sockets that hold a
// notificationAdded subscription, plain or behaving as the web page does (api/test/page-sockets.ts).
import { closePageSockets, openPageSockets, sentTwice, type PageSocket } from "../api/test/page-sockets.js";

export type Subscriber = PageSocket;
export { sentTwice };

/** Socket closes during the restart or the outage, by code. */
export const socketCloses = new Map<number, number>();

export const openAll = (url: string, tokens: string[], likeThePage = false): Promise<Subscriber[]> =>
  openPageSockets(
    url,
    tokens.map((token) => ({
      token,
      likeThePage,
      onClosed: (code) => socketCloses.set(code, (socketCloses.get(code) ?? 0) + 1),
    })),
  );

export const closeAll = closePageSockets;
