#!/usr/bin/env node
// Summarises a .cpuprofile (Chrome DevTools format, e.g. from server-rpc.mjs --cpu-prof):
// self time by area (Next, drizzle, pg, jose, viem/noble, zod, zlib, our code…) and the
// top functions by self time, with bundled chunks mapped back to their sources through
// their source maps. Idle time is left out of the shares.
//
//   node bench/lib/profileSummary.mjs FILE.cpuprofile [--top=30] [--from=S] [--to=S]
//
// --from/--to keep only samples between those seconds of the profile (a timeline of busy
// seconds is printed to choose them).
import { existsSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '30' },
    owner: { type: 'string' },
    stacks: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    timeline: { type: 'boolean', default: false },
  },
})
const [file] = positionals
if (!file)
  throw new Error('usage: profileSummary.mjs FILE.cpuprofile [--top=N] [--from=S] [--to=S]')
const profile = JSON.parse(readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map()
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id)

// Sample i lasts until the next one.
const { samples, timeDeltas } = profile
const stamps = []
let t = profile.startTime
for (let i = 0; i < samples.length; i++) {
  t += timeDeltas[i]
  stamps.push(t)
}
const durations = stamps.map((stamp, i) => (i + 1 < stamps.length ? stamps[i + 1] - stamp : 0))
const from = values.from === undefined ? -Infinity : profile.startTime + Number(values.from) * 1e6
const to = values.to === undefined ? Infinity : profile.startTime + Number(values.to) * 1e6

const maps = new Map()
function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null
    try {
      const path = fileURLToPath(url)
      if (existsSync(`${path}.map`))
        map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')))
    } catch {
      map = null
    }
    maps.set(url, map)
  }
  return maps.get(url)
}

const ORIGINS = new Map()
/** Where a frame's code comes from: an original source path when a source map knows it. */
function origin(frame) {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`
  if (!ORIGINS.has(key)) {
    let source = frame.url
    if (frame.url.startsWith('file://') && frame.url.includes('/.next/')) {
      const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber)
      if (entry?.originalSource) source = `${entry.originalSource}:${entry.originalLine + 1}`
    }
    ORIGINS.set(key, source)
  }
  return ORIGINS.get(key)
}

const AREAS = [
  ['(idle)', /^\(idle\)$/],
  ['gc', /^\(garbage collector\)$/],
  ['program (native, unattributed)', /^\(program\)$/],
  ['zlib (response compression)', /node:zlib|compiled\/compression/],
  ['drizzle-orm', /drizzle-orm/],
  ['pg / pg-pool / pg-protocol', /\/pg(-pool|-protocol)?[@/]/],
  ['jose', /\/jose[@/]/],
  ['viem / noble / ox', /\/(viem|@noble|ox|abitype)[@/+]|noble/],
  ['zod', /\/zod[@/]/],
  ['undici / fetch', /undici/],
  ['node crypto', /node:internal\/crypto|node:crypto/],
  ['Next.js', /\/next[@/]|\.next\/server\/chunks\/\[turbopack\]|next\/dist/],
  [
    'our code (secure-site, protocol)',
    /secure-site\/(src|app)|shared-protocol|\[project\]\/secure-site/,
  ],
  [
    'node http / net / streams',
    /node:(_http|http|net|internal\/(streams|webstreams|stream_base|http))/,
  ],
  [
    'node async_hooks / timers / events',
    /node:(internal\/)?(async_hooks|timers|events|event_target|process\/task_queues|abort_controller)/,
  ],
  ['node (other)', /^node:/],
  ['other', /^/],
]

function nameOf(node) {
  const frame = node.callFrame
  if (!frame.url) return frame.functionName || '(anonymous)'
  return `${frame.functionName || '(anonymous)'} ${origin(frame)
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^file:\/\/\/work\/wt\/[^/]+\//, '')}`
}
function areaOf(node) {
  const frame = node.callFrame
  const text = frame.url ? origin(frame) : frame.functionName
  return AREAS.find(([, pattern]) => pattern.test(text))[0]
}

const OURS = AREAS.find(([area]) => area.startsWith('our code'))[1]
const ownerMemo = new Map()
/**
 * The nearest frame of our own code on the sample's stack (itself included): which of
 * our modules the time was spent for, whatever library did the work. Time with none of
 * our frames on the stack is the framework's and the runtime's (Next, node:http, GC…).
 */
function ownerOf(node) {
  if (ownerMemo.has(node.id)) return ownerMemo.get(node.id)
  let owner
  const frame = node.callFrame
  if (frame.url && OURS.test(origin(frame))) {
    owner = origin(frame)
      .replace(/^.*secure-site\//, '')
      .replace(/:\d+$/, '')
  } else {
    const up = parent.get(node.id)
    owner = up === undefined ? '(outside our code)' : ownerOf(nodes.get(up))
  }
  ownerMemo.set(node.id, owner)
  return owner
}

/** The stack of a node, outermost first, as short names. */
function stackOf(node) {
  const frames = []
  for (let at = node; at; at = nodes.get(parent.get(at.id))) frames.unshift(nameOf(at))
  return frames.slice(1)
}
const stacksOf = new Map()

const selfByOwner = new Map()
const selfByName = new Map()
const selfByArea = new Map()
const timeline = new Map()
let total = 0
let busy = 0
for (let i = 0; i < samples.length; i++) {
  if (stamps[i] < from || stamps[i] > to) continue
  const node = nodes.get(samples[i])
  const us = durations[i]
  total += us
  const area = areaOf(node)
  if (values.owner !== undefined && ownerOf(node) !== values.owner) continue
  const second = Math.floor((stamps[i] - profile.startTime) / 1e6)
  const slot = timeline.get(second) ?? { busy: 0, all: 0 }
  slot.all += us
  if (area !== '(idle)') {
    busy += us
    slot.busy += us
    const name = nameOf(node)
    selfByName.set(name, (selfByName.get(name) ?? 0) + us)
    if (values.stacks !== undefined && name.startsWith(values.stacks)) {
      const key = stackOf(node).slice(-14).join('\n    ')
      stacksOf.set(key, (stacksOf.get(key) ?? 0) + us)
    }
    const owner = area === 'gc' ? '(garbage collector)' : ownerOf(node)
    selfByOwner.set(owner, (selfByOwner.get(owner) ?? 0) + us)
  }
  timeline.set(second, slot)
  selfByArea.set(area, (selfByArea.get(area) ?? 0) + us)
}

const ms = (us) => (us / 1000).toFixed(0).padStart(7)
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`
console.log(
  `window ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / total).toFixed(0)} %)`,
)
if (values.timeline) {
  console.log('\nbusy per second:')
  console.log(
    [...timeline.entries()]
      .map(([second, slot]) => `${second}:${Math.round((100 * slot.busy) / slot.all)}`)
      .join(' '),
  )
}
if (values.stacks !== undefined) {
  console.log(`\nstacks of ${values.stacks}:`)
  for (const [stack, us] of [...stacksOf.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`${ms(us)} ms\n    ${stack}`)
}
console.log('\nself time by area (share of busy time):')
for (const [area, us] of [...selfByArea.entries()].sort((a, b) => b[1] - a[1])) {
  if (area === '(idle)') continue
  console.log(`${ms(us)} ms ${pct(us)}  ${area}`)
}
console.log('\ntime by the nearest of our modules on the stack (what it was spent for):')
for (const [owner, us] of [...selfByOwner.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${ms(us)} ms ${pct(us)}  ${owner}`)
}
console.log(`\ntop ${values.top} functions by self time:`)
for (const [name, us] of [...selfByName.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values.top))) {
  console.log(`${ms(us)} ms ${pct(us)}  ${name}`)
}
