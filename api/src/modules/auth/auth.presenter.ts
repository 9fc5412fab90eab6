import type { User } from "../users/user.entity.js";

/** The legacy user shape of the REST paths: `_id` as well as `id`. */
export function restUser(user: User) {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    role: user.role,
    profilePicture: user.profilePicture,
    useDefaultAvatar: user.useDefaultAvatar,
  };
}
