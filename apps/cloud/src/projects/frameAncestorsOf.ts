import { DEFAULT_ALLOWED_ANCESTORS } from '@portico/core'
import type { Project } from './Project.js'

/**
 * The page origins that may embed a project's secure frame and receive its social and Farcaster logins: the
 * project's allowed origins, and in development (`DEVELOPMENT`, on by default outside production) also the
 * default allowed ancestors (localhost, 127.0.0.1, the preview hosts). In production a page on
 * `localhost` or any `*.vercel.app` gets no frame unless the project lists it.
 */
export function frameAncestorsOf(project: Pick<Project, 'allowedOrigins'>, development: boolean): string[] {
  return development ? [...DEFAULT_ALLOWED_ANCESTORS, ...project.allowedOrigins] : [...project.allowedOrigins]
}
