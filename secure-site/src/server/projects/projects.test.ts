import { describe, expect, it } from 'vitest'
import { projects } from '../db/schema'
import { describeEachDb } from '../db/testing'
import {
  addProject,
  assertOriginAllowed,
  frameAncestorsOf,
  listProjects,
  removeProject,
  resolveProject,
} from './projects'

const none = { projects: [] }
const configured = {
  projects: [
    {
      id: 'env-project',
      origins: ['https://app.example.com', 'https://*.example.org'],
      defaultOrigins: true,
    },
  ],
}

describe('origin checks', () => {
  const project = { id: 'p', origins: ['https://app.example.com'], defaultOrigins: true }
  const strict = { ...project, defaultOrigins: false }

  it('allows configured and default origins and refuses others with the server message', () => {
    expect(() => assertOriginAllowed(project, 'https://app.example.com')).not.toThrow()
    expect(() => assertOriginAllowed(project, 'http://localhost:5173')).not.toThrow()
    expect(() => assertOriginAllowed(project, 'https://evil.example.com')).toThrow(
      /^Unauthorized: origin not allowed$/,
    )
    expect(() => assertOriginAllowed(project, null)).toThrow('Unauthorized: origin not allowed')
  })

  it('renders frame-ancestors from the project', () => {
    expect(frameAncestorsOf(project)).toContain('https://app.example.com')
    expect(frameAncestorsOf(project)).toContain('https://*.vercel.app')
  })

  it('refuses the default origins to a project that turned them off', () => {
    expect(() => assertOriginAllowed(strict, 'https://app.example.com')).not.toThrow()
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      'https://x.vercel.app',
    ]) {
      expect(() => assertOriginAllowed(strict, origin), origin).toThrow(
        'Unauthorized: origin not allowed',
      )
    }
    expect(frameAncestorsOf(strict)).toBe('https://app.example.com')
  })
})

describeEachDb('projects', (getDb) => {
  it('accepts any project id, with the default origins only, when none is configured', async () => {
    const db = getDb()
    await db.delete(projects)
    expect(await resolveProject(db, none, 'whatever-id')).toEqual({
      id: 'whatever-id',
      origins: [],
      defaultOrigins: true,
    })
    await expect(resolveProject(db, none, '')).rejects.toThrow(/^Unauthorized: invalid key$/)
    await expect(resolveProject(db, none, 'bad id!')).rejects.toThrow('Unauthorized: invalid key')
  })

  it('resolves env projects and refuses unknown ids once any is configured', async () => {
    const db = getDb()
    await db.delete(projects)
    expect(await resolveProject(db, configured, 'env-project')).toEqual(configured.projects[0])
    await expect(resolveProject(db, configured, 'unknown')).rejects.toThrow(
      /^Unauthorized: invalid key$/,
    )
  })

  it('stores projects, merges origins, and closes the site to unknown ids', async () => {
    const db = getDb()
    await db.delete(projects)
    await addProject(db, { id: 'stored', origins: ['https://a.example.com'] })
    const merged = await addProject(db, {
      id: 'stored',
      origins: ['https://a.example.com', 'https://b.example.com'],
    })
    expect(merged.origins).toEqual(['https://a.example.com', 'https://b.example.com'])
    expect(await resolveProject(db, none, 'stored')).toEqual(merged)
    await expect(resolveProject(db, none, 'other')).rejects.toThrow('Unauthorized: invalid key')
    expect(await removeProject(db, 'stored')).toBe(true)
    expect(await removeProject(db, 'stored')).toBe(false)
  })

  it('lets the environment win over a stored project of the same id', async () => {
    const db = getDb()
    await db.delete(projects)
    await addProject(db, { id: 'env-project', origins: ['https://stored.example.com'] })
    await addProject(db, { id: 'db-only', origins: [] })
    expect((await resolveProject(db, configured, 'env-project')).origins).not.toContain(
      'https://stored.example.com',
    )
    expect(await listProjects(db, configured)).toEqual([
      { ...configured.projects[0], source: 'env' },
      { id: 'db-only', origins: [], defaultOrigins: true, source: 'db' },
    ])
  })

  it('stores a project without the default origins, and keeps that when origins are added', async () => {
    const db = getDb()
    await db.delete(projects)
    const created = await addProject(db, {
      id: 'strict',
      origins: ['https://a.example.com'],
      defaultOrigins: false,
    })
    expect(created.defaultOrigins).toBe(false)
    await addProject(db, { id: 'strict', origins: ['https://b.example.com'] })
    expect(await resolveProject(db, none, 'strict')).toEqual({
      id: 'strict',
      origins: ['https://a.example.com', 'https://b.example.com'],
      defaultOrigins: false,
    })
    await addProject(db, { id: 'strict', origins: [], defaultOrigins: true })
    expect((await resolveProject(db, none, 'strict')).defaultOrigins).toBe(true)
    expect((await addProject(db, { id: 'fresh', origins: [] })).defaultOrigins).toBe(true)
  })

  it('refuses malformed ids and origin patterns', async () => {
    const db = getDb()
    await expect(addProject(db, { id: 'x y', origins: [] })).rejects.toThrow('Invalid project id')
    await expect(addProject(db, { id: 'ok', origins: ['*.com'] })).rejects.toThrow(
      'Invalid origin pattern "*.com"',
    )
  })
})
