// A banned member's notices beside the forms a ban closes. The banner over every page (./BanBanner) is a
// lazy chunk, which the layout loads with import() for members only.
export { BanNotice, useBanEndText } from "./BanNotice";
export { useMyBan } from "./useMyBan";
