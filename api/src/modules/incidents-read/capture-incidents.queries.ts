// The source and the incident a capture belongs to, as the evidence module reads them beside its own
// capture rows: whether the page it kept is of a published incident.

/** After `source_captures c`: the capture's source as `s` and its incident as `e`. */
export const CAPTURE_INCIDENT_JOIN = `join incident_sources s on s.id = c.source_id join events e on e.id = s.event_id`;

/** Whether the capture's incident (`e` of CAPTURE_INCIDENT_JOIN) is published. */
export const CAPTURE_INCIDENT_PUBLIC = `e.status = 'approved'`;
