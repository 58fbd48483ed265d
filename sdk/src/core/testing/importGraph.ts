import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** A module's runtime imports (type-only ones left out), by kind, as absolute paths. */
export interface ModuleImports {
  static: string[]
  dynamic: string[]
}

const STATIC = /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm
const SIDE_EFFECT = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] as string)
}

/** The relative runtime imports of one source file (package imports are not followed). */
export function importsOf(file: string): ModuleImports {
  const text = readFileSync(file, 'utf8')
  const found = (specifiers: string[]) =>
    specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? [])
  return {
    static: found([...matches(text, STATIC), ...matches(text, SIDE_EFFECT)]),
    dynamic: found(matches(text, DYNAMIC)),
  }
}

/** Import hops (static or dynamic) from `entry` to every module it reaches. */
export function hopsFrom(entry: string): Map<string, number> {
  const hops = new Map([[entry, 0]])
  const queue = [entry]
  for (let file = queue.shift(); file; file = queue.shift()) {
    const { static: eager, dynamic } = importsOf(file)
    for (const next of [...eager, ...dynamic]) {
      if (hops.has(next)) continue
      hops.set(next, (hops.get(file) ?? 0) + 1)
      queue.push(next)
    }
  }
  return hops
}

/** Runtime import cycles among the modules reachable from `entry`, each as a list of paths. */
export function cyclesFrom(entry: string, root: string): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  function visit(file: string): void {
    state.set(file, 'open')
    stack.push(file)
    const { static: eager, dynamic } = importsOf(file)
    for (const next of [...eager, ...dynamic]) {
      if (state.get(next) === 'open') {
        cycles.push(stack.slice(stack.indexOf(next)).map((path) => relative(root, path)))
      } else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  visit(entry)
  return cycles
}

/** The folders directly under `dir`. */
export function foldersOf(dir: string): string[] {
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory())
}
