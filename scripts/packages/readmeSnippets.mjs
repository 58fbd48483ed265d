// The code blocks of sdk/README.md that the consumer apps are made of (consumerApps.mjs): a
// block is named by a `<!-- snippet: <name> -->` line before its fence, so the apps build
// the README's text verbatim and the docs cannot drift from code that compiles.

const MARKER = /^<!-- snippet: ([a-z0-9-]+) -->$/
const FENCE = /^```[a-z]*$/

/**
 * Every named block of `markdown`: name → the block's text (without its fences, ending in a
 * newline). Throws on a marker without a block after it, an unclosed block or a name used twice.
 */
export function readSnippets(markdown) {
  const lines = markdown.split('\n')
  const snippets = new Map()
  for (let index = 0; index < lines.length; index++) {
    const name = MARKER.exec(lines[index] ?? '')?.[1]
    if (!name) continue
    let open = index + 1
    while (lines[open] === '') open++
    if (!FENCE.test(lines[open] ?? ''))
      throw new Error(
        `snippet ${name} (line ${index + 1}): no fenced code block follows its marker`,
      )
    const close = lines.findIndex((line, at) => at > open && line === '```')
    if (close === -1) throw new Error(`snippet ${name} (line ${open + 1}): its block is not closed`)
    if (snippets.has(name)) throw new Error(`snippet ${name} (line ${index + 1}): named twice`)
    snippets.set(name, `${lines.slice(open + 1, close).join('\n')}\n`)
    index = close
  }
  return snippets
}

/** The block named `name`; throws naming the names there are when it is missing. */
export function snippet(snippets, name) {
  const text = snippets.get(name)
  if (text === undefined)
    throw new Error(`no snippet ${name} in the README (it has: ${[...snippets.keys()].join(', ')})`)
  return text
}

/**
 * The package a tarball path of an install line is (`…/airlock-sdk-0.1.0.tgz`: `pnpm pack`'s
 * `<scope>-<name>-<version>.tgz`), among `packages`; throws for a tarball of none of them.
 */
export function tarballPackage(path, packages) {
  const file = path.split('/').at(-1) ?? path
  const found = packages.find(({ name }) =>
    new RegExp(`^${name.slice(1).replace('/', '-')}-\\d+\\.\\d+\\.\\d+[^/]*\\.tgz$`).test(file),
  )
  if (!found)
    throw new Error(`${path}: a tarball of none of ${packages.map(({ name }) => name).join(', ')}`)
  return found.name
}

/** The tarball paths an `npm install a.tgz b…` block installs, in their order. */
export function installedTarballs(block) {
  return installWords(block).filter((word) => word.endsWith('.tgz'))
}

/**
 * The packages an `npm install a b…` block installs (comments and options left out); a
 * tarball path counts as the package of `packages` it is (tarballPackage).
 */
export function installedPackages(block, packages = []) {
  return installWords(block).map((word) =>
    word.endsWith('.tgz')
      ? tarballPackage(word, packages)
      : // A version or tag after the name (viem@2.x, @scope/name@1): the name alone.
        word.replace(/(.)@.*$/, '$1'),
  )
}

/** The words after `npm install` of each line of `block`, options left out. */
function installWords(block) {
  const names = []
  for (const line of block.split('\n')) {
    const command = line.replace(/#.*$/, '').trim()
    if (command === '') continue
    const words = command.split(/\s+/)
    if (words[0] !== 'npm' || words[1] !== 'install')
      throw new Error(`not an npm install line: ${line}`)
    for (const word of words.slice(2)) {
      if (!word.startsWith('-')) names.push(word)
    }
  }
  return names
}
