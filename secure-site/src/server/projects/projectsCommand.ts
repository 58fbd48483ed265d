/**
 * The `projects` CLI's arguments (scripts/projects.ts), parsed apart from running them
 * so the grammar is tested:
 *
 *   projects add <id> [origin…] [--no-default-origins | --default-origins]
 *   projects list
 *   projects remove <id>
 */
import type { ProjectInput } from './projects'

export const PROJECTS_USAGE =
  'usage: projects add <id> [origin…] [--no-default-origins | --default-origins] | projects list | projects remove <id>'

export type ProjectsCommand =
  | { command: 'add'; project: ProjectInput }
  | { command: 'list' }
  | { command: 'remove'; id: string }
  | { command: 'usage'; problem?: string }

const FLAGS: Record<string, boolean> = {
  '--no-default-origins': false,
  '--default-origins': true,
}

export function parseProjectsCommand(argv: readonly string[]): ProjectsCommand {
  const [command, ...rest] = argv
  const flags = rest.filter((arg) => arg.startsWith('--'))
  const args = rest.filter((arg) => !arg.startsWith('--'))
  const unknown = flags.find((flag) => !(flag in FLAGS))
  if (unknown !== undefined) return { command: 'usage', problem: `Unknown option ${unknown}` }
  if (command === 'add' && args.length >= 1) {
    const settings = [...new Set(flags.map((flag) => FLAGS[flag]))]
    if (settings.length > 1) {
      return {
        command: 'usage',
        problem: 'Use either --no-default-origins or --default-origins, not both',
      }
    }
    const [id = '', ...origins] = args
    const [defaultOrigins] = settings
    return {
      command: 'add',
      project: { id, origins, ...(defaultOrigins === undefined ? {} : { defaultOrigins }) },
    }
  }
  if (flags.length > 0) return { command: 'usage', problem: `${flags[0]} is only for add` }
  if (command === 'list' && args.length === 0) return { command: 'list' }
  if (command === 'remove' && args.length === 1) return { command: 'remove', id: args[0] ?? '' }
  return { command: 'usage' }
}
