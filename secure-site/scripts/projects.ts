/**
 * Manages the projects stored in the database (AIRLOCK_PROJECTS is read-only here).
 *
 *   pnpm --filter @airlock/secure-site projects add <id> [origin…] [--no-default-origins]
 *   pnpm --filter @airlock/secure-site projects list
 *   pnpm --filter @airlock/secure-site projects remove <id>
 *
 * Origins are patterns as in AIRLOCK_PROJECTS: `https://app.example.com`,
 * `*.example.org`, `localhost:3000`. `add` on an existing id adds origins;
 * `--no-default-origins` (or `--default-origins`) sets whether the protocol's default
 * origins (localhost, *.vercel.app, …) may embed the project too.
 */
import { loadConfig } from '../src/server/config/env'
import { createDb } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import {
  addProject,
  listProjects,
  type Project,
  removeProject,
} from '../src/server/projects/projects'
import { PROJECTS_USAGE, parseProjectsCommand } from '../src/server/projects/projectsCommand'

function describeProject(project: Project): string {
  const origins = project.origins.join(' ')
  if (project.defaultOrigins)
    return origins ? `${origins} + default origins` : 'default origins only'
  return origins ? `${origins} (no default origins)` : '(nobody: no origins, no default origins)'
}

const parsed = parseProjectsCommand(process.argv.slice(2))
if (parsed.command === 'usage') {
  if (parsed.problem) console.error(parsed.problem)
  console.error(PROJECTS_USAGE)
  process.exit(2)
}

const config = loadConfig()
const handle = await createDb(config)
let exitCode = 0
try {
  await migrate(handle.db)
  if (parsed.command === 'add') {
    const project = await addProject(handle.db, parsed.project)
    console.log(`${project.id}\t${describeProject(project)}`)
  } else if (parsed.command === 'list') {
    const projects = await listProjects(handle.db, config)
    if (projects.length === 0)
      console.log('No projects: any project id is accepted (default origins only).')
    for (const project of projects) {
      console.log(`${project.id}\t[${project.source}]\t${describeProject(project)}`)
    }
  } else {
    const removed = await removeProject(handle.db, parsed.id)
    console.log(removed ? `Removed ${parsed.id}` : `No stored project ${parsed.id}`)
    if (!removed) exitCode = 1
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await handle.close()
}
process.exitCode = exitCode
