import { useCallback, useEffect, useState } from "react";
import { applyListEvent, type NotificationEntry } from "./notificationModel";
import type { NotificationService } from "./notificationService";
import type { NotificationType } from "./notificationTypes";

export const PAGE_SIZE = 20;

interface ListState {
  items: NotificationEntry[];
  endCursor: string | null;
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
}

const initial: ListState = { items: [], endCursor: null, hasNextPage: false, loading: true, failed: false };

/** The notifications page's list: cursor pages, one type or all, kept in step with every change. */
export function useNotificationList(service: NotificationService, type: NotificationType | null) {
  const [state, setState] = useState(initial);

  useEffect(() => {
    let current = true;
    void service.listPage({ first: PAGE_SIZE, type }).then((page) => {
      if (current) setState({ ...page, loading: false });
    });
    const stopListening = service.onListEvent((event) =>
      setState((previous) => ({
        ...previous,
        items: applyListEvent(previous.items, event, type, new Date().toISOString()),
      })),
    );
    return () => {
      current = false;
      stopListening();
      setState(initial);
    };
  }, [service, type]);

  const loadMore = useCallback(async () => {
    if (!state.endCursor) return;
    setState((previous) => ({ ...previous, loading: true }));
    const page = await service.listPage({ first: PAGE_SIZE, after: state.endCursor, type });
    setState((previous) => {
      const known = new Set(previous.items.map((item) => item.id));
      return {
        items: [...previous.items, ...page.items.filter((item) => !known.has(item.id))],
        // a failed page keeps the cursor so 'Load more' can try again
        endCursor: page.failed ? previous.endCursor : page.endCursor,
        hasNextPage: page.failed ? previous.hasNextPage : page.hasNextPage,
        loading: false,
        failed: page.failed,
      };
    });
  }, [service, state.endCursor, type]);

  return { ...state, loadMore };
}
