import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PACKAGES, REPO_ROOT } from './packTarballs.mjs'
import { installedPackages, installedTarballs, readSnippets, snippet } from './readmeSnippets.mjs'

const block = (name, fence, body) => `<!-- snippet: ${name} -->\n\n${fence}\n${body}\n\`\`\`\n`

describe('README snippets', () => {
  it('reads each named block verbatim, without its fences', () => {
    const markdown = `# Title\n\n${block('a', '```ts', 'const a = 1\n\nexport { a }')}\ntext\n${block('b', '```sh', 'npm install x')}`
    const snippets = readSnippets(markdown)
    expect([...snippets]).toEqual([
      ['a', 'const a = 1\n\nexport { a }\n'],
      ['b', 'npm install x\n'],
    ])
  })

  it('refuses a marker without a block, an unclosed block and a name used twice', () => {
    expect(() => readSnippets('<!-- snippet: a -->\n\ntext\n')).toThrow(
      'snippet a (line 1): no fenced code block follows its marker',
    )
    expect(() => readSnippets('<!-- snippet: a -->\n```ts\nconst a = 1\n')).toThrow(
      'snippet a (line 2): its block is not closed',
    )
    expect(() => readSnippets(`${block('a', '```ts', '1')}${block('a', '```ts', '2')}`)).toThrow(
      'snippet a (line 6): named twice',
    )
  })

  it('names the snippets there are when one is missing', () => {
    expect(() => snippet(readSnippets(block('a', '```ts', '1')), 'b')).toThrow(
      'no snippet b in the README (it has: a)',
    )
  })

  it('reads the packages of an install line, versions and options left out', () => {
    expect(
      installedPackages('npm install @airlock/sdk wagmi viem@2.x @scope/x@1 -D # why\n'),
    ).toEqual(['@airlock/sdk', 'wagmi', 'viem', '@scope/x'])
    expect(() => installedPackages('pnpm add wagmi\n')).toThrow(
      'not an npm install line: pnpm add wagmi',
    )
  })

  it('reads a tarball path as the package it is, and refuses a tarball of another', () => {
    const line =
      'npm install ../airlock/release/airlock-protocol-0.1.0.tgz ../airlock/release/airlock-sdk-0.1.0.tgz react\n'
    expect(installedPackages(line, PACKAGES)).toEqual([
      '@airlock/protocol',
      '@airlock/sdk',
      'react',
    ])
    expect(installedTarballs(line)).toEqual([
      '../airlock/release/airlock-protocol-0.1.0.tgz',
      '../airlock/release/airlock-sdk-0.1.0.tgz',
    ])
    expect(() => installedPackages('npm install ./left-pad-1.0.0.tgz\n', PACKAGES)).toThrow(
      './left-pad-1.0.0.tgz: a tarball of none of @airlock/protocol, @airlock/sdk',
    )
  })

  it("sdk/README.md's install: the release script, then both tarballs in one npm install", () => {
    const snippets = readSnippets(readFileSync(join(REPO_ROOT, 'sdk/README.md'), 'utf8'))
    expect(snippet(snippets, 'release-pack')).toBe('pnpm install && pnpm release:pack\n')
    const root = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'))
    expect(root.scripts['release:pack']).toBe('node scripts/releasePack.mjs')
    const install = snippet(snippets, 'install-react')
    expect(install.trim().split('\n')).toHaveLength(1)
    expect(installedPackages(install, PACKAGES)).toEqual([
      '@airlock/protocol',
      '@airlock/sdk',
      'react',
      'react-dom',
    ])
  })

  it('sdk/README.md has every snippet the consumer apps use', () => {
    const snippets = readSnippets(readFileSync(join(REPO_ROOT, 'sdk/README.md'), 'utf8'))
    for (const name of [
      'release-pack',
      'install-react',
      'install-wagmi',
      'airlock',
      'react-main',
      'elements',
      'wagmi-main',
    ])
      expect(snippets.has(name), name).toBe(true)
  })
})
