/**
 * Manages the projects stored in the database (AIRLOCK_PROJECTS is read-only here).
 *
 *   pnpm --filter @airlock/secure-site projects add <id> <origin…>
 *   pnpm --filter @airlock/secure-site projects list
 *   pnpm --filter @airlock/secure-site projects remove <id>
 *
 * Origins are patterns as in AIRLOCK_PROJECTS: `https://app.example.com`,
 * `*.example.org`, `localhost:3000`. `add` on an existing id adds origins.
 */
import { loadConfig } from '../src/server/config/env'
import { createDb } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { addProject, listProjects, removeProject } from '../src/server/projects/projects'

const USAGE = 'usage: projects add <id> <origin…> | projects list | projects remove <id>'

const [command, ...args] = process.argv.slice(2)
const config = loadConfig()
const handle = await createDb(config)
let exitCode = 0
try {
  await migrate(handle.db)
  if (command === 'add' && args.length >= 1) {
    const [id = '', ...origins] = args
    const project = await addProject(handle.db, { id, origins })
    console.log(`${project.id}\t${project.origins.join(' ') || '(default origins only)'}`)
  } else if (command === 'list' && args.length === 0) {
    const projects = await listProjects(handle.db, config)
    if (projects.length === 0)
      console.log('No projects: any project id is accepted (default origins only).')
    for (const project of projects) {
      console.log(
        `${project.id}\t[${project.source}]\t${project.origins.join(' ') || '(default origins only)'}`,
      )
    }
  } else if (command === 'remove' && args.length === 1) {
    const removed = await removeProject(handle.db, args[0] ?? '')
    console.log(removed ? `Removed ${args[0]}` : `No stored project ${args[0]}`)
    if (!removed) exitCode = 1
  } else {
    console.error(USAGE)
    exitCode = 2
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await handle.close()
}
process.exitCode = exitCode
