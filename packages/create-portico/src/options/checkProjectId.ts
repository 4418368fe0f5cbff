import { CreatePorticoError } from './CreatePorticoError.js'

/** A project id as the cloud names projects: letters, digits, `.`, `_` and `-`. */
export function checkProjectId(text: string): string {
  const id = text.trim()
  if (!/^[A-Za-z0-9._-]{1,128}$/.test(id))
    throw new CreatePorticoError(
      `The project id "${text}" may hold only letters, digits, ".", "_" and "-" (1 to 128 of them).`,
    )
  return id
}
