import { absoluteTime, relativeTime } from "./relativeTime";

/** A relative time ("3 hours ago") in a <time> element carrying the exact moment. */
export function RelativeTime({ value }: { value: string | null | undefined }) {
  const exact = absoluteTime(value);
  if (!exact) return <span>{relativeTime(value)}</span>;
  return (
    <time dateTime={exact} title={new Date(exact).toLocaleString()}>
      {relativeTime(value)}
    </time>
  );
}
