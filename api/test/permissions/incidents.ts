// The permission table's rows: incidents.
import type { PermissionRow } from "../permission-table.js";
import { PUBLIC, NOT_BANNED, STAFF } from "./shapes.js";

export const INCIDENT_ROWS: PermissionRow[] = [
  {
    api: "graphql",
    operation: "submitEvent",
    target: "captcha",
    document: `mutation ($input: SubmitEventInput!) { submitEvent(input: $input) { id } }`,
    variables: (t) => ({
      input: {
        type: "russian",
        kind: "cyber",
        sourceUrl: `https://news.example.org/permissions/${t.n}`,
        date: "2024-11-18",
        latitude: 56.95,
        longitude: 24.1,
        captchaToken: t.captchaToken,
      },
    }),
    expect: PUBLIC,
    note: "public (captcha)",
  },
  {
    api: "graphql",
    operation: "approveEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!) { approveEvent(id: $id) { id } }`,
    variables: (t) => ({ id: t.eventId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "proposeSource",
    target: "publishedEvent",
    document: `mutation ($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {
      proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id } }`,
    variables: (t) => ({
      eventId: t.eventId,
      input: { url: `https://report.example/${t.n}` },
      captchaToken: t.captchaToken,
    }),
    expect: NOT_BANNED,
  },
  {
    api: "graphql",
    operation: "proposeAttribution",
    target: "publishedEvent",
    document: `mutation ($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {
      proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id } }`,
    variables: (t) => ({
      eventId: t.eventId,
      input: {
        party: "russia",
        attributedBy: "government",
        confidence: "probable",
        date: "2024-05-01",
        source: { url: `https://statement.example/${t.n}` },
      },
      captchaToken: t.captchaToken,
    }),
    expect: NOT_BANNED,
  },
  {
    api: "graphql",
    operation: "approveProposal",
    target: "pendingProposal",
    document: `mutation ($id: ID!) { approveProposal(id: $id) { id } }`,
    variables: (t) => ({ id: t.proposalId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "rejectProposal",
    target: "pendingProposal",
    document: `mutation ($id: ID!, $reason: String!) { rejectProposal(id: $id, reason: $reason) { id } }`,
    variables: (t) => ({ id: t.proposalId, reason: "The page does not say so" }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "gradeSource",
    target: "publishedSource",
    document: `mutation ($id: ID!) { gradeSource(id: $id, reliability: "B", credibility: 2) { id } }`,
    variables: (t) => ({ id: t.sourceId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "captureSource",
    target: "publishedSource",
    document: `mutation ($id: ID!) { captureSource(sourceId: $id) { id } }`,
    variables: (t) => ({ id: t.sourceId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "rejectEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }`,
    variables: (t) => ({ id: t.eventId, reason: "Not a hostile incident" }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "updateEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
    variables: (t) => ({ id: t.eventId, input: { title: `Corrected title ${t.n}` } }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "deleteEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!) { deleteEvent(id: $id) }`,
    variables: (t) => ({ id: t.eventId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "setTitleTranslation",
    target: "pendingEvent",
    document: `mutation ($id: ID!) { setTitleTranslation(id: $id, language: "pl", title: "Przetłumaczony tytuł") { id } }`,
    variables: (t) => ({ id: t.eventId }),
    expect: STAFF,
  },
];
