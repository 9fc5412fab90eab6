const number = (value: number) => value.toLocaleString("en-GB");

/** "N new since you opened the map", with a button that moves the map to them; nothing while there are none. */
export function FreshNote({ count, onShow }: { count: number; onShow(): void }) {
  return (
    <p className="fresh-note" role="status" aria-live="polite">
      {count > 0 && (
        <>
          <span data-testid="fresh-count">{number(count)}</span> new since you opened the map{" "}
          <button type="button" className="fresh-note__show" onClick={onShow}>
            Show {count === 1 ? "it" : "them"}
          </button>
        </>
      )}
    </p>
  );
}
