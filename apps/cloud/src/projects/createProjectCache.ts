import { PROJECT_CACHE_TTL_MS } from '../constants/cacheLifetimes.js'
import type { Queryable } from '../storage/Storage.js'
import { getProject } from './getProject.js'
import type { Project } from './Project.js'

export type ProjectCache = {
  get(id: string): Promise<Project | undefined>
  invalidate(id?: string): void
}

/** Project lookups for request handling, cached for PROJECT_CACHE_TTL_MS (unknown ids too). */
export function createProjectCache(db: Queryable, now: () => number = Date.now): ProjectCache {
  const entries = new Map<string, { at: number; project: Project | undefined }>()
  return {
    async get(id) {
      const hit = entries.get(id)
      if (hit && now() - hit.at < PROJECT_CACHE_TTL_MS) return hit.project
      const project = await getProject(db, id)
      if (entries.size > 10_000) entries.clear()
      entries.set(id, { at: now(), project })
      return project
    },
    invalidate(id) {
      if (id === undefined) entries.clear()
      else entries.delete(id)
    },
  }
}
