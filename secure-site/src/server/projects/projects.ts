/**
 * Projects: a project id (what the dapp passes as `projectId`) and the origins allowed
 * to embed its frame. They come from AIRLOCK_PROJECTS and from the projects table (the
 * `projects` CLI); on the same id the environment wins, so an operator's config is
 * never silently overridden by a row.
 *
 * With no project configured anywhere, the site runs open: any project id is taken and
 * only the protocol's default origins (localhost, *.vercel.app, …) may embed it. A
 * project may turn those defaults off (`defaultOrigins: false`); then only its own
 * origins may. Origin matching itself lives in @airlock/protocol.
 */
import { cspFrameAncestors, isAllowedOrigin, isValidOriginPattern } from '@airlock/protocol'
import { asc, eq } from 'drizzle-orm'
import type { AirlockConfig } from '../config/env'
import type { Db } from '../db/client'
import { projects } from '../db/schema'
import { ServerError } from '../errors'

export interface Project {
  id: string
  /** Configured patterns only; isAllowedOrigin adds the protocol's defaults. */
  origins: string[]
  /** false: the protocol's default origins may not embed this project's frame. */
  defaultOrigins: boolean
}

/** addProject's input: `defaultOrigins` left out keeps what a stored project has (new: true). */
export interface ProjectInput {
  id: string
  origins: string[]
  defaultOrigins?: boolean
}

export interface ListedProject extends Project {
  source: 'env' | 'db'
}

const PROJECT_ID = /^[A-Za-z0-9._-]{1,128}$/

type ProjectsConfig = Pick<AirlockConfig, 'projects'>

/**
 * The project for `projectId`. Throws ServerError exactly 'Unauthorized: invalid key'
 * when the id is malformed, or unknown while any project is configured.
 */
export async function resolveProject(
  db: Db,
  config: ProjectsConfig,
  projectId: string | null | undefined,
): Promise<Project> {
  if (!projectId || !PROJECT_ID.test(projectId)) throw new ServerError('INVALID_PROJECT_KEY')
  const fromEnv = config.projects.find((project) => project.id === projectId)
  if (fromEnv) return { ...fromEnv, origins: [...fromEnv.origins] }
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId))
  if (row) return fromRow(row)
  if (config.projects.length > 0) throw new ServerError('INVALID_PROJECT_KEY')
  const [any] = await db.select({ id: projects.id }).from(projects).limit(1)
  if (any) throw new ServerError('INVALID_PROJECT_KEY')
  return { id: projectId, origins: [], defaultOrigins: true }
}

function fromRow(row: typeof projects.$inferSelect): Project {
  return { id: row.id, origins: row.origins, defaultOrigins: row.defaultOrigins }
}

/** Throws ServerError 'Unauthorized: origin not allowed' unless `origin` may embed `project`. */
export function assertOriginAllowed(project: Project, origin: string | null | undefined): void {
  if (!isAllowedOrigin(origin, project.origins, { defaultOrigins: project.defaultOrigins }))
    throw new ServerError('ORIGIN_NOT_ALLOWED')
}

/** The CSP frame-ancestors source list of a project (its origins, plus the defaults unless off). */
export function frameAncestorsOf(project: Project): string {
  return cspFrameAncestors(project.origins, { defaultOrigins: project.defaultOrigins })
}

export async function listProjects(db: Db, config: ProjectsConfig): Promise<ListedProject[]> {
  const rows = await db.select().from(projects).orderBy(asc(projects.id))
  const envIds = new Set(config.projects.map((project) => project.id))
  return [
    ...config.projects.map((project) => ({ ...project, source: 'env' as const })),
    ...rows
      .filter((row) => !envIds.has(row.id))
      .map((row) => ({ ...fromRow(row), source: 'db' as const })),
  ]
}

/**
 * Creates a stored project, or adds origins to an existing one (never removes any) and
 * sets its defaultOrigins when given. Throws on a malformed id or origin pattern, naming it.
 */
export async function addProject(db: Db, input: ProjectInput): Promise<Project> {
  if (!PROJECT_ID.test(input.id)) {
    throw new Error(`Invalid project id "${input.id}": use 1-128 of A-Z a-z 0-9 . _ -`)
  }
  for (const origin of input.origins) {
    if (!isValidOriginPattern(origin)) throw new Error(`Invalid origin pattern "${origin}"`)
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, input.id))
      .for('update')
    const origins = [...new Set([...(existing?.origins ?? []), ...input.origins])]
    const defaultOrigins = input.defaultOrigins ?? existing?.defaultOrigins ?? true
    await tx
      .insert(projects)
      .values({ id: input.id, origins, defaultOrigins })
      .onConflictDoUpdate({ target: projects.id, set: { origins, defaultOrigins } })
    return { id: input.id, origins, defaultOrigins }
  })
}

/** Deletes a stored project; false when there was none. Env projects are not touched. */
export async function removeProject(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(eq(projects.id, id))
    .returning({ id: projects.id })
  return deleted.length > 0
}
