/** A TAXII error message (TAXII 2.1 section 3.6.1), sent with its HTTP status. */
export class TaxiiError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 406 | 415 | 429,
    readonly title: string,
    readonly description?: string,
  ) {
    super(title);
  }

  body() {
    return {
      title: this.title,
      ...(this.description ? { description: this.description } : {}),
      http_status: String(this.status),
    };
  }
}

export const badRequest = (description: string) => new TaxiiError(400, "Bad request", description);
export const notFound = (description: string) => new TaxiiError(404, "Not found", description);
