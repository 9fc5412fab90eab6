import { lazy, type ComponentProps, type ComponentType, type JSX } from "react";

export const LAZY_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(
      `Loading this part of the site took longer than ${ms / 1000} s. Check your connection and try again.`,
    );
    this.name = "ChunkLoadTimeoutError";
  }
}

/** Resolves like `load`, or rejects with ChunkLoadTimeoutError once `ms` have passed. */
export function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches React.lazy's own constraint
type AnyComponent = ComponentType<any>;

// React re-renders a failed tree once before showing the boundary, so a failed load is only replaced
// when someone asks for a retry; otherwise that re-render would silently start a fresh 120 s wait
const failedLoads = new Set<() => void>();

/** Lets every page whose chunk failed to load try again on its next render (the boundary's Try Again). */
export function retryFailedChunks() {
  for (const retry of failedLoads) retry();
  failedLoads.clear();
}

/**
 * React.lazy with a deadline, so a stalled chunk download ends in the error boundary instead of an
 * endless spinner.
 */
export function lazyWithTimeout<T extends AnyComponent>(
  importer: () => Promise<{ default: T }>,
  ms: number = LAZY_TIMEOUT_MS,
): (props: ComponentProps<T>) => JSX.Element {
  const load = () =>
    lazy(() =>
      withTimeout(importer(), ms).catch((error: unknown) => {
        failedLoads.add(() => {
          current = load();
        });
        throw error;
      }),
    );
  let current = load();

  function LazyWithTimeout(props: ComponentProps<T>) {
    const Component = current;
    return <Component {...props} />;
  }
  return LazyWithTimeout;
}
