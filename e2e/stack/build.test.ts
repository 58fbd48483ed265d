import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type BuildTarget, ensureBuilt, staleReason } from './build'

describe('build staleness', () => {
  let dir: string
  let target: BuildTarget
  const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds)

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'airlock-build-'))
    mkdirSync(join(dir, 'src', 'deep'), { recursive: true })
    writeFileSync(join(dir, 'src', 'deep', 'app.ts'), 'export {}')
    writeFileSync(join(dir, 'src', 'deep', 'app.test.ts'), 'export {}')
    target = {
      name: 'fixture',
      output: join(dir, 'out.txt'),
      sources: [join(dir, 'src')],
      command: 'false',
      args: [],
    }
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('builds when the output is missing', () => {
    expect(staleReason(target)).toMatch(/out\.txt is missing$/)
  })

  it('builds when a source is newer than the output, even deep in a folder', () => {
    writeFileSync(target.output, 'built')
    at(target.output, 1_000)
    at(join(dir, 'src', 'deep', 'app.ts'), 2_000)
    expect(staleReason(target)).toMatch(/app\.ts changed after the last build$/)
  })

  it('does not build for a newer unit test, nor when the output is the newest', () => {
    writeFileSync(target.output, 'built')
    at(join(dir, 'src', 'deep', 'app.ts'), 1_000)
    at(target.output, 2_000)
    at(join(dir, 'src', 'deep', 'app.test.ts'), 3_000)
    expect(staleReason(target)).toBeNull()
  })

  it('skips every build when told to', async () => {
    const lines: string[] = []
    await ensureBuilt({ skip: true, log: (line) => lines.push(line) })
    expect(lines).toEqual(['[build] AIRLOCK_SKIP_BUILD=1: using the existing builds as they are'])
  })
})
