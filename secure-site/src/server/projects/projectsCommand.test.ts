import { describe, expect, it } from 'vitest'
import { parseProjectsCommand } from './projectsCommand'

describe('parseProjectsCommand', () => {
  it('reads add with origins, leaving the default origins as they are', () => {
    expect(
      parseProjectsCommand(['add', 'my-app', 'https://app.example.com', '*.example.org']),
    ).toEqual({
      command: 'add',
      project: { id: 'my-app', origins: ['https://app.example.com', '*.example.org'] },
    })
  })

  it('turns the default origins off, or on again, wherever the flag stands', () => {
    expect(
      parseProjectsCommand(['add', '--no-default-origins', 'my-app', 'https://a.example']),
    ).toEqual({
      command: 'add',
      project: { id: 'my-app', origins: ['https://a.example'], defaultOrigins: false },
    })
    expect(parseProjectsCommand(['add', 'my-app', '--default-origins'])).toEqual({
      command: 'add',
      project: { id: 'my-app', origins: [], defaultOrigins: true },
    })
  })

  it('refuses unknown, contradictory and misplaced options with a reason', () => {
    expect(parseProjectsCommand(['add', 'my-app', '--no-defaults'])).toEqual({
      command: 'usage',
      problem: 'Unknown option --no-defaults',
    })
    expect(
      parseProjectsCommand(['add', 'my-app', '--no-default-origins', '--default-origins']),
    ).toEqual({
      command: 'usage',
      problem: 'Use either --no-default-origins or --default-origins, not both',
    })
    expect(parseProjectsCommand(['list', '--no-default-origins'])).toEqual({
      command: 'usage',
      problem: '--no-default-origins is only for add',
    })
  })

  it('reads list and remove, and nothing else', () => {
    expect(parseProjectsCommand(['list'])).toEqual({ command: 'list' })
    expect(parseProjectsCommand(['remove', 'my-app'])).toEqual({ command: 'remove', id: 'my-app' })
    expect(parseProjectsCommand([])).toEqual({ command: 'usage' })
    expect(parseProjectsCommand(['add'])).toEqual({ command: 'usage' })
    expect(parseProjectsCommand(['remove', 'a', 'b'])).toEqual({ command: 'usage' })
  })
})
