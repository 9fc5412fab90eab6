// Submit New Attack (./SubmitPage), which the router loads with import() as a lazy chunk; its location
// picker is another, fetched when the map shows. Nothing else is shared.
export {};
