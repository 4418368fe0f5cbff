/** A project change as published on the cluster's invalidation channel; no `project` means every project. */
export type ProjectInvalidation = { from: string; project?: string | undefined }

/** The message telling the other nodes that a project (or, without an id, every project) changed. */
export function projectInvalidation(from: string, project: string | undefined): string {
  return JSON.stringify({ kind: 'project', from, project })
}

/** The project change a channel message carries, or undefined for other messages (wallet index invalidations). */
export function parseProjectInvalidation(message: string): ProjectInvalidation | undefined {
  if (!message.startsWith('{')) return undefined
  try {
    const parsed = JSON.parse(message) as { kind?: unknown; from?: unknown; project?: unknown }
    if (parsed.kind !== 'project' || typeof parsed.from !== 'string') return undefined
    return { from: parsed.from, project: typeof parsed.project === 'string' ? parsed.project : undefined }
  } catch {
    return undefined
  }
}
