import { useCallback, useEffect, useState } from "react";
import { applyListEvent, type NotificationEntry } from "./notificationModel";
import type { ListEvent, NotificationService } from "./notificationService";
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

/**
 * The changes heard while pages are on their way. A page asked before a change may answer after it ('Mark
 * all as read' clicked while the list loads): the change is applied to that answer too, or it would undo it.
 */
function changesHeard() {
  const open = new Set<ListEvent[]>();
  return {
    hear(event: ListEvent) {
      for (const heard of open) heard.push(event);
    },
    /** Starts listening for one page; the function returned stops and gives what was heard meanwhile. */
    whileAsking(): () => ListEvent[] {
      const heard: ListEvent[] = [];
      open.add(heard);
      return () => {
        open.delete(heard);
        return heard;
      };
    },
  };
}

/** The notifications page's list: cursor pages, one type or all, kept in step with every change. */
export function useNotificationList(service: NotificationService, type: NotificationType | null) {
  const [state, setState] = useState(initial);
  const [changes] = useState(changesHeard);

  const settle = useCallback(
    (items: NotificationEntry[], heard: ListEvent[]) =>
      heard.reduce((list, event) => applyListEvent(list, event, type, new Date().toISOString()), items),
    [type],
  );

  useEffect(() => {
    let current = true;
    const stopHearing = changes.whileAsking();
    void service.listPage({ first: PAGE_SIZE, type }).then((page) => {
      const heard = stopHearing();
      if (current) setState({ ...page, items: settle(page.items, heard), loading: false });
    });
    const stopListening = service.onListEvent((event) => {
      changes.hear(event);
      setState((previous) => ({ ...previous, items: settle(previous.items, [event]) }));
    });
    return () => {
      current = false;
      stopHearing();
      stopListening();
      setState(initial);
    };
  }, [service, type, changes, settle]);

  const loadMore = useCallback(async () => {
    if (!state.endCursor) return;
    setState((previous) => ({ ...previous, loading: true }));
    const stopHearing = changes.whileAsking();
    const page = await service.listPage({ first: PAGE_SIZE, after: state.endCursor, type });
    const items = settle(page.items, stopHearing());
    setState((previous) => {
      const known = new Set(previous.items.map((item) => item.id));
      return {
        items: [...previous.items, ...items.filter((item) => !known.has(item.id))],
        // a failed page keeps the cursor so 'Load more' can try again
        endCursor: page.failed ? previous.endCursor : page.endCursor,
        hasNextPage: page.failed ? previous.hasNextPage : page.hasNextPage,
        loading: false,
        failed: page.failed,
      };
    });
  }, [service, state.endCursor, type, changes, settle]);

  return { ...state, loadMore };
}
