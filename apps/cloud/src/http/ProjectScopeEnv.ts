import type { Project } from '../projects/Project.js'

/** The Hono environment of a route behind projectScope or secureProjectScope: its handler reads `c.var.project`. */
export type ProjectScopeEnv = { Variables: { project: Project } }
