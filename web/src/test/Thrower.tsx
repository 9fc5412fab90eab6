/** A component that fails to render while `shouldThrow()` says so; for boundary tests. */
export function Thrower({ shouldThrow, message = "Boom" }: { shouldThrow: () => boolean; message?: string }) {
  if (shouldThrow()) throw new Error(message);
  return <p>Page content</p>;
}
