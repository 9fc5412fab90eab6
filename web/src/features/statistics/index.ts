// The record in numbers (./StatisticsPage), which the router loads with import() as a lazy chunk. Nothing
// else is shared.
export {};
