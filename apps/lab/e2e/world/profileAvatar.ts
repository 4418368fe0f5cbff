/** A one-pixel profile image (a name's `avatar` attribute) that needs no network. */
export const PROFILE_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%232f5fe8'/%3E%3C/svg%3E"
