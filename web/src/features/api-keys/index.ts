export { ApiKeysSection } from "./ApiKeysSection";
export { MemberApiKeys } from "./MemberApiKeys";
