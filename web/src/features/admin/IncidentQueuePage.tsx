import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { mapStyleQuery } from "../../components/map/mapStyle.graphql";
import { useT } from "../../i18n";
import { pendingEventsQuery } from "./admin.graphql";
import { BulkReviewBar } from "./BulkReviewBar";
import { IncidentReviewCard, type CardActions } from "./IncidentReviewCard";
import { ProposalQueue } from "./ProposalQueue";
import { shortcutFor, step } from "./reviewShortcuts";
import { ShortcutHelp } from "./ShortcutHelp";

/** /forum/admin/incidents: the pending queue, oldest first, reviewed with the mouse or the keyboard. */
export function IncidentQueuePage() {
  const t = useT("admin");
  const queue = useQuery(pendingEventsQuery, { fetchPolicy: "cache-and-network" });
  const style = useQuery(mapStyleQuery);
  const events = queue.data?.pendingEvents.edges.map((edge) => edge.node) ?? [];
  const [index, setIndex] = useState(0);
  const actions = useRef<CardActions | null>(null);
  // the cards ticked for a review at once; the focused card (index) is the one the shortcuts act on
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const check = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selected = Math.min(index, Math.max(0, events.length - 1));
  const count = events.length;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut || count === 0) return;
      event.preventDefault();
      if (shortcut === "next" || shortcut === "previous") setIndex((i) => step(i, count, shortcut));
      else actions.current?.[shortcut]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count]);

  const total = queue.data?.pendingEvents.totalCount;
  return (
    <section aria-labelledby="queue-title" className="review-queue">
      <div className="review-queue__head">
        <h2 id="queue-title">
          {total !== undefined ? t("admin.queue.titleCount", { total }) : t("admin.queue.title")}
        </h2>
        <Link to="/forum/admin/incidents/reviewed">{t("admin.queue.reviewed")}</Link>
      </div>
      <ShortcutHelp />
      {queue.error && !queue.data && <p role="alert">{t("admin.queue.failed")}</p>}
      {queue.data && events.length === 0 && <p>{t("admin.queue.empty")}</p>}
      <BulkReviewBar
        cards={events.map(({ id, title }) => ({ id, title }))}
        checked={checked}
        onCheckedChange={setChecked}
      />
      <div className="review-queue__list">
        {events.map((event, i) => (
          <IncidentReviewCard
            key={event.id}
            event={event}
            selected={i === selected}
            checked={checked.has(event.id)}
            onCheck={(on) => check(event.id, on)}
            onSelect={() => setIndex(i)}
            onActions={(selectedActions) => {
              actions.current = selectedActions;
            }}
            mapStyleUrl={style.data?.siteInfo.mapStyleUrl ?? null}
          />
        ))}
      </div>
      {queue.data?.pendingEvents.pageInfo.hasNextPage && (
        <p className="review-queue__more">{t("admin.queue.more")}</p>
      )}
      <ProposalQueue />
    </section>
  );
}
