import { useState } from "react";
import { useT } from "../i18n";
import { avatarColor, avatarInitial, usablePicture } from "../lib/avatarColor";
import "./Avatar.css";

export type AvatarSize = "xs" | "sm" | "md" | "lg" | "xl" | "xxl";

export interface AvatarProps {
  username?: string | null;
  profilePicture?: string | null;
  useDefaultAvatar?: boolean | null;
  size?: AvatarSize;
  /** Hide it from assistive technology when the name is written right beside it. */
  decorative?: boolean;
  className?: string;
}

/** A user's picture, or a coloured circle with the first letter of their name (spec §3). */
export function Avatar({
  username,
  profilePicture,
  useDefaultAvatar,
  size = "md",
  decorative = false,
  className,
}: AvatarProps) {
  const t = useT("app");
  // the letter and colour of a nameless member's circle are the same everywhere, whatever the language
  const name = username?.trim() || "User";
  const picture = usablePicture(profilePicture, useDefaultAvatar);
  // remembers which address failed, so a new picture gets its own chance to load
  const [failedPicture, setFailedPicture] = useState<string | null>(null);
  const classes = ["avatar", `avatar--${size}`, className].filter(Boolean).join(" ");
  const label = decorative
    ? undefined
    : username?.trim()
      ? t("app.avatar.label", { name })
      : t("app.avatar.unnamed");

  if (picture && picture !== failedPicture) {
    return (
      <img
        className={classes}
        src={picture}
        alt={label ?? ""}
        aria-hidden={decorative || undefined}
        onError={() => setFailedPicture(picture)}
      />
    );
  }
  return (
    <span
      className={`${classes} avatar--letter avatar--${avatarColor(name)}`}
      role={decorative ? undefined : "img"}
      aria-label={label}
      aria-hidden={decorative || undefined}
      data-color={avatarColor(name)}
    >
      {avatarInitial(name)}
    </span>
  );
}
