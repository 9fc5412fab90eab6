// The 404 page, which the router and the incident pages show. The text pages (mission, privacy policy,
// codebook) are lazy chunks, which the router loads with import() from their own modules.
export { NotFoundPage } from "./NotFoundPage";
