import { BanNotice } from "./BanNotice";
import { useMyBan } from "./useMyBan";

/** Shown under the header on every page while the signed-in member is banned. */
export function BanBanner() {
  const ban = useMyBan();
  return ban ? <BanNotice ban={ban} variant="banner" /> : null;
}
