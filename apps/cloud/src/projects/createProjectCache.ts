import { PROJECT_CACHE_MAX_IDS, PROJECT_CACHE_TTL_MS } from '../constants/cacheLifetimes.js'
import type { Queryable } from '../storage/Storage.js'
import { getProject } from './getProject.js'
import type { Project } from './Project.js'

export type ProjectCache = {
  get(id: string): Promise<Project | undefined>
  /** Whether `get(id)` would answer without asking storage (the id, known or unknown, is cached and fresh). */
  has(id: string): boolean
  invalidate(id?: string): void
}

/**
 * Project lookups for request handling, cached for PROJECT_CACHE_TTL_MS, unknown ids too. The cache holds the
 * PROJECT_CACHE_MAX_IDS ids used last: a flood of made-up ids pushes out the oldest, never the whole cache.
 */
export function createProjectCache(
  db: Queryable,
  now: () => number = Date.now,
  maxIds = PROJECT_CACHE_MAX_IDS,
): ProjectCache {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recently used.
  const entries = new Map<string, { at: number; project: Project | undefined }>()
  const fresh = (id: string) => {
    const hit = entries.get(id)
    return hit && now() - hit.at < PROJECT_CACHE_TTL_MS ? hit : undefined
  }
  return {
    async get(id) {
      const hit = fresh(id)
      if (hit) {
        entries.delete(id)
        entries.set(id, hit)
        return hit.project
      }
      const project = await getProject(db, id)
      entries.delete(id)
      entries.set(id, { at: now(), project })
      if (entries.size > maxIds) entries.delete(entries.keys().next().value as string)
      return project
    },
    has: (id) => fresh(id) !== undefined,
    invalidate(id) {
      if (id === undefined) entries.clear()
      else entries.delete(id)
    },
  }
}
