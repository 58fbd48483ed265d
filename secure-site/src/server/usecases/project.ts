/**
 * The project a request belongs to, through the server core's resolveProject
 * (AIRLOCK_PROJECTS, then the projects table; open mode when none is configured).
 * lookupProject serves the /sdk page (framePage.ts), which renders an unknown project
 * instead of throwing; requireProject serves the API actions.
 */
import { getConfig } from '../config/env'
import { isServerError } from '../errors'
import { type Project, resolveProject } from '../projects/projects'
import type { ApiContext } from '../wiring/apiContext'
import { database } from '../wiring/database'

export type ProjectLookup =
  | { ok: true; origins: string[]; defaultOrigins: boolean }
  | { ok: false; message: string }

export async function lookupProject(projectId: string | null): Promise<ProjectLookup> {
  try {
    const project = await resolveProject(await database(), getConfig(), projectId)
    return { ok: true, origins: project.origins, defaultOrigins: project.defaultOrigins }
  } catch (error) {
    // 'Unauthorized: invalid key' is an answer; a broken database is not.
    if (isServerError(error) && error.code === 'INVALID_PROJECT_KEY')
      return { ok: false, message: error.message }
    throw error
  }
}

export function requireProject(
  context: Pick<ApiContext, 'db' | 'config'>,
  projectId: string,
): Promise<Project> {
  return resolveProject(context.db, context.config, projectId)
}
