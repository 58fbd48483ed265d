// What bench/account-features.mjs prints: run 0's scripts per step, then a table of medians
// with min and max over the runs (times, then bytes per step), the data API calls of each
// open, whether any account-feature chunk came before Account, and a one-line summary.
import { totals } from './pageTraffic.mjs'
import { median } from './stats.mjs'

/** Entry chunks of the account features (by their source, as the build's manifest names them). */
const FEATURE_ENTRY =
  /^(core\/clients\/blockchainApi\/startBlockchainApi|core\/features\/(balances\/balancesFromRpc|(balances|history|names|send|swap|onramp)\/\w+\.impl)|react\/views\/(Transactions|WalletReceive|WalletSend|Swap|OnRampProviders|RegisterAccountName|RegisterAccountNameSuccess)View|react\/components\/qrMatrix)\.tsx?$/
const BALANCE_CACHE_MS = 30_000

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const ms = (value) => `${Math.round(value)} ms`
const pathOf = (url) => new URL(url).pathname
/** An API path with its account in place of the address: one row per kind of call. */
const callOf = (url) => pathOf(url).replace(/0x[0-9a-fA-F]{40}/g, '{address}')

const STEPS = {
  start: 'page start',
  connectOpen: "Connect's first open",
  connect: 'instance.connect() (no modal)',
  account: "Account's first open (cold)",
  warm: "Account's second open (warm)",
}
const stepName = (phase) =>
  STEPS[phase] ?? (phase.startsWith('view:') ? `${phase.slice(5)} view` : phase)

/** Run 0's scripts, step by step, and the data API calls of each step. */
export function listRun(dapp, apiUrl, { connect, account }) {
  const dappOrigin = new URL(dapp.url).origin
  const print = (context, scripts) => {
    for (const script of scripts) {
      const where = new URL(script.url).origin === dappOrigin ? dapp.label(script.url) : script.url
      console.log(
        `  ${context.padEnd(8)} ${stepName(script.phase).padEnd(32)} ${kb(script.gzip9).padStart(9)}  ${where}`,
      )
    }
  }
  console.log('run 0 scripts (gzip -9), by the step during which they were requested:')
  print('Connect', connect.scripts)
  print('Account', account.scripts)
  const apiOrigin = new URL(apiUrl).origin
  const calls = account.requests.filter((request) => new URL(request.url).origin === apiOrigin)
  if (calls.length === 0) return
  console.log(
    'run 0 requests to the data API origin (Account context; ms after the step began, node clock):',
  )
  for (const call of calls) {
    const began = account.stepStarts[call.phase] ?? call.startedAt
    const end = call.endedAt === null ? 'open' : ms(call.endedAt - began)
    console.log(
      `  ${stepName(call.phase).padEnd(30)} ${ms(call.startedAt - began).padStart(8)} → ${end.padStart(8)}  ${callOf(call.url)}${call.failed ? ' (failed)' : ''}`,
    )
  }
}

/**
 * Where the cold open's time goes, from just before Playwright's click (node clock, so a few
 * ms of driver overhead more than the page clock): the last script of the open fetched (the
 * modal and the account-features code), then the balance call answered.
 */
function coldBreakdown(results, apiOrigin, row) {
  const after = (r, pick) => {
    const ends = r.account.requests
      .filter((q) => q.phase === 'account' && q.endedAt !== null && pick(q))
      .map((q) => q.endedAt - r.account.stepStarts.account)
    return ends.length ? Math.max(...ends) : undefined
  }
  const figures = (pick) =>
    results.map((r) => after(r, pick)).filter((value) => value !== undefined)
  const scripts = figures((q) => q.type === 'script')
  const balance = figures(
    (q) =>
      new URL(q.url).origin === apiOrigin && /^\/v1\/account\/[^/]+\/balance$/.test(pathOf(q.url)),
  )
  if (scripts.length) row('cold: its last script fetched (node clock)', scripts, ms)
  if (balance.length) row('cold: balance call answered (node clock)', balance, ms)
}

/** The table over every successful run, and a one-line summary. */
export function report({ dapp, apiUrl, results, alone, failures, views, symbols }) {
  const dappOrigin = new URL(dapp.url).origin
  const fromDapp = (origin) => origin === dappOrigin
  const apiOrigin = new URL(apiUrl).origin
  const col = (text) => String(text).padStart(15)
  const row = (label, values, format) =>
    console.log(
      `  ${label.padEnd(46)}${col(format(median(values)))}${col(format(Math.min(...values)))}${col(format(Math.max(...values)))}`,
    )

  console.log(
    `account features, example dapp build of ${dapp.builtAt.toISOString()} (a private copy), ` +
      `Debian Chromium, ${results.length} runs` +
      (failures.length ? ` (${failures.length} failed)` : ''),
  )
  console.log(`  ${''.padEnd(46)}${col('median')}${col('min')}${col('max')}`)

  console.log('Account view, ms from the click on the account button (page clock) to:')
  const since = (open, mark) => open[mark] - open.click
  for (const kind of ['cold', 'warm']) {
    const opens = results.map((r) => r.account[kind])
    row(
      `${kind}: dialog visible`,
      opens.map((o) => since(o, 'dialog')),
      ms,
    )
    row(
      `${kind}: balance figure shown`,
      opens.map((o) => since(o, 'balance')),
      ms,
    )
    row(
      `${kind}: token list with ${symbols.join(', ')}`,
      opens.map((o) => since(o, 'tokens')),
      ms,
    )
    row(
      `${kind}: balances shown (both)`,
      opens.map((o) => since(o, 'shown')),
      ms,
    )
    const skeletons = opens.filter((o) => o.skeleton).length
    console.log(`  ${kind}: a loading placeholder showed in ${skeletons} of ${opens.length} opens`)
    if (kind === 'cold') coldBreakdown(results, apiOrigin, row)
  }
  const gaps = results.map((r) => r.account.warm.click - r.account.cold.click)
  row('warm open, s after the cold click', gaps, (v) => `${(v / 1000).toFixed(1)} s`)

  // Per step and run: the dapp's scripts requested during it.
  const sum = (scripts, phase, keep = () => true) =>
    totals(
      scripts.filter((script) => keep(script)),
      [phase],
      fromDapp,
    )
  const modalPaths = (r) =>
    new Set(r.connect.scripts.filter((s) => s.phase === 'connectOpen').map((s) => pathOf(s.url)))
  const steps = [
    { key: 'start', label: 'page start', pick: (r) => sum(r.connect.scripts, 'start') },
    {
      key: 'connectOpen',
      label: STEPS.connectOpen,
      pick: (r) => sum(r.connect.scripts, 'connectOpen'),
    },
    { key: 'connect', label: STEPS.connect, pick: (r) => sum(r.account.scripts, 'connect') },
    {
      key: 'account',
      label: STEPS.account,
      pick: (r) => sum(r.account.scripts, 'account'),
    },
    {
      key: 'accountModal',
      label: "  modal code (in Connect's first open too)",
      pick: (r) => sum(r.account.scripts, 'account', (s) => modalPaths(r).has(pathOf(s.url))),
    },
    {
      key: 'accountFeatures',
      label: '  account features (the rest)',
      pick: (r) => sum(r.account.scripts, 'account', (s) => !modalPaths(r).has(pathOf(s.url))),
      feature: true,
    },
    { key: 'warm', label: STEPS.warm, pick: (r) => sum(r.account.scripts, 'warm') },
    ...views.map(({ label, view }) => ({
      key: view,
      label: `${label} (${view}) first open`,
      pick: (r) => sum(r.account.scripts, `view:${view}`),
      feature: true,
    })),
  ]
  console.log('JavaScript from the dapp origin, gzip -9 of each script (files):')
  const figures = new Map()
  for (const { key, label, pick } of steps) {
    const sums = results.map(pick)
    figures.set(key, sums)
    const bytes = sums.map((s) => s.gzip9)
    const files = sums.map((s) => s.files)
    console.log(
      `  ${label.padEnd(46)}${col(`${kb(median(bytes))} (${median(files)})`)}${col(kb(Math.min(...bytes)))}${col(kb(Math.max(...bytes)))}`,
    )
  }
  // Every run's account-feature bytes: Account's own part and each view's first open.
  const featureTotal = results.map((_r, index) =>
    steps
      .filter((step) => step.feature)
      .reduce((total, step) => total + (figures.get(step.key)?.[index]?.gzip9 ?? 0), 0),
  )
  row('account features in all (Account + the views)', featureTotal, kb)

  if (Object.keys(alone).length) {
    console.log("each view opened first, right after Account's first open (one pass):")
    for (const { label, view } of views) {
      const measured = alone[view]
      if (!measured) continue
      const sum = totals(measured.scripts, [`view:${view}`], fromDapp)
      const state = measured.state === 'ready' ? '' : ` (${measured.state})`
      console.log(
        `  ${`${label} (${view})`.padEnd(46)}${col(`${kb(sum.gzip9)} (${sum.files})`)}${state}`,
      )
    }
  }

  const shown = new Map()
  for (const r of results) {
    for (const [view, state] of Object.entries(r.account.views)) {
      shown.set(view, new Set([...(shown.get(view) ?? []), state]))
    }
  }
  console.log(
    `views: ${[...shown].map(([view, states]) => `${view} ${[...states].join('/')}`).join(', ')}`,
  )

  console.log('requests to the data API origin per open (median count over the runs):')
  for (const phase of ['account', 'warm']) {
    const perRun = results.map((r) =>
      r.account.requests
        .filter((q) => q.phase === phase && new URL(q.url).origin === apiOrigin)
        .map((q) => callOf(q.url)),
    )
    const text = [...new Set(perRun.flat())]
      .map(
        (key) => `${key} ×${median(perRun.map((calls) => calls.filter((c) => c === key).length))}`,
      )
      .join(', ')
    console.log(`  ${STEPS[phase]}: ${text || 'none'}`)
  }

  const early = new Set()
  for (const r of results) {
    for (const script of r.connect.scripts) {
      const label = dapp.label(script.url)
      if (FEATURE_ENTRY.test(label)) early.add(`${label} (${stepName(script.phase)})`)
    }
  }
  console.log(
    `account-feature chunks loaded at page start or by Connect's first open: ${early.size ? [...early].join(', ') : 'none'}`,
  )

  const notes = new Set(results.flatMap((r) => [...r.connect.notes, ...r.account.notes]))
  if (gaps.some((gap) => gap >= BALANCE_CACHE_MS))
    notes.add('a warm open came 30 s or more after the cold one: past the balance cache')
  const builds = new Set(
    results.map((r) =>
      r.connect.scripts
        .map((s) => s.url)
        .sort()
        .join(' '),
    ),
  )
  if (builds.size > 1) notes.add(`the runs loaded ${builds.size} different builds: rerun`)
  for (const note of notes) console.log(`note: ${note}`)
  for (const failure of failures) console.log(`failed ${failure}`)

  const med = (key) => median(figures.get(key).map((s) => s.gzip9))
  const opensMs = (kind) => median(results.map((r) => since(r.account[kind], 'shown')))
  console.log(
    `summary (account-features, median of ${results.length}): Account open → balances shown ` +
      `cold ${ms(opensMs('cold'))}, warm ${ms(opensMs('warm'))}; ` +
      `Connect's first open ${kb(med('connectOpen'))} with no account-feature chunk${early.size ? ' (NOT: see above)' : ''}; ` +
      `Account's first open adds ${kb(med('accountFeatures'))} of account features; ` +
      `views: ${views.map(({ label, view }) => `${label} ${kb(med(view))}`).join(', ')}`,
  )
}
