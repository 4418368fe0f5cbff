import type { Queryable } from '../storage/Storage.js'

/** What one project's messages may take in the mailbox at once. */
export type MailboxQuota = { maxMessages: number; maxBytes: number }

/** The room each project's messages take in the mailbox, counted in memory and written to storage every second. */
export type MailboxUsage = {
  /** Takes room for one message of `bytes` in the project's quota; false when there is none. */
  take(projectId: string, bytes: number): Promise<boolean>
  /** Gives back room taken for a message that was not stored (a repeat, or a failed write). */
  giveBack(projectId: string, bytes: number): void
  /** Adds the room taken since the last flush to `relay_project_usage`, and reads those projects' totals back. */
  flush(): Promise<void>
}

type Usage = { messages: number; bytes: number }
type ProjectUsage = { stored: Usage; taken: Usage; readAt: number }
type UsageRow = { messages: string | number | bigint; bytes: string | number | bigint }

/** A project's stored total is read again before it is trusted when it is older than this. */
const STALE_MS = 1_000
/**
 * A project whose stale total, with the message, stays under this share of its quota takes the message at once and
 * has its total read again beside the publish: the nodes' writes of about a second cannot fill the other half.
 */
const ROOMY = 0.5
/** A project with nothing taken is forgotten after this long. */
const IDLE_MS = 10 * 60_000

const usageOf = (row: UsageRow | undefined): Usage => ({
  messages: Number(row?.messages ?? 0),
  bytes: Number(row?.bytes ?? 0),
})

/**
 * Counting each publish in memory keeps a publish at one write (the message); the counts reach storage once a
 * second per project (`flush`), and the sweep subtracts what it deletes there. Nodes sharing a database see each
 * other's counts within that second, so together they may pass a project's quota by about a second of publishes.
 */
export function createMailboxUsage(
  storage: Queryable,
  quota: MailboxQuota,
  now: () => number = Date.now,
): MailboxUsage {
  const projects = new Map<string, ProjectUsage>()

  const readNow = async (projectId: string): Promise<ProjectUsage> => {
    const [row] = await storage.query<UsageRow>(
      'select messages, bytes from relay_project_usage where project_id = $1',
      [projectId],
    )
    const project = projects.get(projectId) ?? {
      stored: usageOf(row),
      taken: { messages: 0, bytes: 0 },
      readAt: 0,
    }
    project.stored = usageOf(row)
    project.readAt = now()
    projects.set(projectId, project)
    return project
  }
  // One read of a project's total in flight at a time: every publish that finds it stale meanwhile waits for that one
  // (under load, a herd of reads each second queued behind each other for the pool's connections).
  const reads = new Map<string, Promise<ProjectUsage>>()
  const read = (projectId: string): Promise<ProjectUsage> => {
    let reading = reads.get(projectId)
    if (!reading) {
      reading = readNow(projectId).finally(() => reads.delete(projectId))
      reads.set(projectId, reading)
    }
    return reading
  }
  const fits = ({ stored, taken }: ProjectUsage, bytes: number, share = 1) =>
    stored.messages + taken.messages + 1 <= quota.maxMessages * share &&
    stored.bytes + taken.bytes + bytes <= quota.maxBytes * share

  return {
    async take(projectId, bytes) {
      let project = projects.get(projectId)
      const fresh = project !== undefined && now() - project.readAt <= STALE_MS
      if (project && !fresh && fits(project, bytes, ROOMY)) {
        // Far from full: what other nodes stored since cannot fill it, so the publish does not wait for the total
        // read again beside it (a failed read is tried again by the next publish).
        read(projectId).catch(() => {})
      } else if (!project || !fresh) project = await read(projectId)
      // Full by a total read earlier: messages may have expired since.
      if (!fits(project, bytes) && fresh) project = await read(projectId)
      if (!fits(project, bytes)) return false
      project.taken.messages += 1
      project.taken.bytes += bytes
      return true
    },

    giveBack(projectId, bytes) {
      const project = projects.get(projectId)
      if (!project) return
      project.taken.messages -= 1
      project.taken.bytes -= bytes
    },

    async flush() {
      for (const [projectId, project] of projects) {
        const { messages, bytes } = project.taken
        if (messages === 0 && bytes === 0) {
          if (now() - project.readAt > IDLE_MS) projects.delete(projectId)
          continue
        }
        project.taken = { messages: 0, bytes: 0 }
        try {
          const [row] = await storage.query<UsageRow>(
            `insert into relay_project_usage as u (project_id, messages, bytes) values ($1, greatest($2::bigint, 0), greatest($3::bigint, 0))
             on conflict (project_id) do update
               set messages = greatest(u.messages + $2::bigint, 0), bytes = greatest(u.bytes + $3::bigint, 0)
             returning messages, bytes`,
            [projectId, messages, bytes],
          )
          project.stored = usageOf(row)
          project.readAt = now()
        } catch (error) {
          project.taken.messages += messages
          project.taken.bytes += bytes
          throw error
        }
      }
    },
  }
}
