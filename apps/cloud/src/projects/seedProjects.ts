import type { Storage } from '../storage/Storage.js'
import { createProject } from './createProject.js'
import { getProject } from './getProject.js'
import { seededProjects } from './seededProjects.js'

/** Creates the seeded projects that do not exist yet; existing ones keep their edits. Returns the created ids. */
export async function seedProjects(storage: Storage): Promise<string[]> {
  const created: string[] = []
  for (const input of seededProjects) {
    if (!input.id || (await getProject(storage, input.id))) continue
    await createProject(storage, input)
    created.push(input.id)
  }
  return created
}
