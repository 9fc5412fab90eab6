// An approved incident's permalink page (./IncidentPage) and its versions (./IncidentVersionPage), which
// the router loads with import(), each a lazy chunk. Nothing else is shared.
export {};
