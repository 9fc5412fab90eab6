/**
 * RFC 4180 records from text that arrives in pieces, never the whole file at once: fields in double
 * quotes may hold commas, quotes ("") and line breaks; a record ends at CRLF, LF or a lone CR, so files
 * with mixed line endings read as they look. Blank lines are skipped.
 */
export async function* csvRecords(pieces: AsyncIterable<string>): AsyncGenerator<string[]> {
  let record: string[] = [];
  let field = "";
  let quoted = false;
  // a quote just closed a quoted part; the next quote means a literal one
  let quoteClosed = false;
  let afterCr = false;
  let fieldStarted = false;
  const endRecord = () => {
    record.push(field);
    const done = record.length > 1 || record[0] !== "" ? record : null;
    record = [];
    field = "";
    fieldStarted = false;
    return done;
  };
  for await (const piece of pieces) {
    const out: string[][] = [];
    let start = 0;
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      if (afterCr) {
        afterCr = false;
        if (c === 10) {
          start = i + 1;
          continue;
        }
      }
      if (quoted) {
        if (c !== 34) continue;
        field += piece.slice(start, i);
        quoted = false;
        quoteClosed = true;
        start = i + 1;
        continue;
      }
      if (c === 34) {
        field += piece.slice(start, i);
        if (quoteClosed) field += '"';
        quoted = true;
        quoteClosed = false;
        fieldStarted = true;
        start = i + 1;
      } else if (c === 44) {
        record.push(field + piece.slice(start, i));
        field = "";
        quoteClosed = false;
        fieldStarted = true;
        start = i + 1;
      } else if (c === 10 || c === 13) {
        field += piece.slice(start, i);
        const done = endRecord();
        if (done) out.push(done);
        quoteClosed = false;
        afterCr = c === 13;
        start = i + 1;
      } else {
        quoteClosed = false;
        fieldStarted = true;
      }
    }
    field += piece.slice(start);
    yield* out;
  }
  if (fieldStarted || field !== "" || record.length > 0) {
    const done = endRecord();
    if (done) yield done;
  }
}
