// What bench/first-open.mjs prints: run 0's files and requests, then medians with min and
// max over the runs, the issue 4 targets, and a one-line summary for the issue notes.
import { totals } from './pageTraffic.mjs'
import { median } from './stats.mjs'

/** Issue 4's weight targets and the incumbent measured on the same kind of page, kB gzip. */
const TARGETS = { startKb: 90, firstOpenKb: 160, incumbentStartKb: 547, incumbentClickKb: 867 }
/** Issue 24 §4: click → the modal fully shown (its last visual change), ms. */
const SHOWN_TARGET_MS = 150
/** Run 0's non-script requests of the first open printed at most. */
const MAX_LISTED = 12

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
const ms = (value) => `${Math.round(value)} ms`
/** "median 86.5 kB (min 86.5 kB, max 86.5 kB)" for any unit formatter. */
const spread = (values, format) =>
  `median ${format(median(values))} (min ${format(Math.min(...values))}, max ${format(Math.max(...values))})`

/**
 * The figures over every successful run, the targets (for the example dapp, whose
 * targets they are), and a one-line summary.
 */
export function report(
  dappOrigin,
  results,
  failures,
  walletsName,
  app = { name: 'example dapp', targets: true },
) {
  const each = (pick) => results.map(pick)
  const sums = (phases, keep) => each((r) => totals(r.scripts, phases, keep))
  const dapp = (origin) => origin === dappOrigin
  const start = sums(['start'], dapp)
  const through = sums(['start', 'open'], dapp)
  const added = sums(['open'], dapp)
  const foreign = sums(['start', 'open'], (origin) => !dapp(origin))
  const field = (list, name) => list.map((sum) => sum[name])
  const bytesLine = (label, list) =>
    console.log(
      `  ${label.padEnd(24)} ${spread(field(list, 'gzip9'), kb)}; ` +
        `files ${spread(field(list, 'files'), String)}`,
    )
  const mode = results[0]?.mode
  const frame = each((r) => r.buttonFrame)
  const loadEnd = each((r) => r.loadEnd)
  const toDialog = each((r) => r.clickToDialog)
  const toUsable = each((r) => r.clickToUsable)
  const toSection = each((r) => r.clickToSection).filter((v) => !Number.isNaN(v))

  console.log(
    `${app.name} at ${dappOrigin}, Debian Chromium, ${results.length} cold runs` +
      (failures.length ? ` (${failures.length} failed)` : ''),
  )
  console.log('JavaScript from the dapp origin, gzip -9 of each script body:')
  bytesLine('at page start', start)
  bytesLine('through the first open', through)
  bytesLine('the first open added', added)
  console.log(
    `  as served, through the first open: ${spread(field(through, 'wire'), kb)} on the wire, ` +
      `${spread(field(through, 'decoded'), kb)} decoded`,
  )
  if (foreign.some((sum) => sum.files > 0)) {
    bytesLine('other origins (frame)', foreign)
  }

  console.log('timing, page clock (0 = navigation start):')
  const elementTimings = each((r) => r.buttonElementTiming).filter((v) => v !== undefined)
  if (elementTimings.length) {
    const partial = elementTimings.length < results.length ? `, n ${elementTimings.length}` : ''
    console.log(
      `  navigation → button painted (Element Timing renderTime): ${spread(elementTimings, ms)}${partial}`,
    )
  }
  console.log(
    `  navigation → button painted (first animation frame with it visible, then setTimeout 0): ` +
      spread(frame, ms),
  )
  console.log(`  navigation → load event end: ${spread(loadEnd, ms)}`)
  console.log(`  click → dialog visible: ${spread(toDialog, ms)}`)
  const usable =
    mode === 'list'
      ? `the list "${walletsName}" with an enabled first button`
      : 'the [data-testid=wallets] section with an enabled first button: no list named "Wallets" showed'
  if (mode === 'list' && toSection.length) {
    console.log(
      `  click → the wallets section's first enabled button (before the list, e.g. All Wallets): ${spread(toSection, ms)}`,
    )
  }
  console.log(`  click → wallet list usable (${usable}): ${spread(toUsable, ms)}`)
  const toControl = each((r) => r.clickToControl).filter((v) => !Number.isNaN(v))
  const toShown = each((r) => r.clickToShown).filter((v) => !Number.isNaN(v))
  if (toControl.length) console.log(`  click → first control laid out: ${spread(toControl, ms)}`)
  const unsettled = results.length - toShown.length
  if (toShown.length)
    console.log(
      `  click → fully shown (last visual change of the modal): ${spread(toShown, ms)}` +
        (unsettled ? `, ${unsettled} runs never settled` : '') +
        (app.targets ? ` (target ≤ ${SHOWN_TARGET_MS} ms)` : ''),
    )
  for (const by of new Set(each((r) => r.shownBy).filter(Boolean)))
    console.log(`  last change: ${by}`)
  console.log(`  view shown on open: ${[...new Set(each((r) => r.view))].join(', ')}`)
  if (app.targets)
    console.log(
      `targets: ≤ ${TARGETS.startKb} kB gzip at start, ≤ ${TARGETS.firstOpenKb} kB through the first open; ` +
        `incumbent: ${TARGETS.incumbentStartKb} kB at start, ${TARGETS.incumbentClickKb} kB before the first click`,
    )
  for (const note of new Set(results.flatMap((r) => r.notes))) console.log(`note: ${note}`)
  // Another build rewriting dist/ mid-bench would mix two builds' figures.
  const builds = new Set(
    each((r) =>
      r.scripts
        .map((script) => script.url)
        .sort()
        .join(' '),
    ),
  )
  if (builds.size > 1) console.log(`note: the runs loaded ${builds.size} different builds: rerun`)
  for (const failure of failures) console.log(`failed ${failure}`)

  const painted = elementTimings.length ? elementTimings : frame
  const target = (text) => (app.targets ? ` (${text})` : '')
  console.log(
    `summary (first-open of the ${app.name}, median of ${results.length}): ` +
      `start ${kb(median(field(start, 'gzip9')))} gzip in ${median(field(start, 'files'))} JS files` +
      target(`target ≤ ${TARGETS.startKb} kB, incumbent ${TARGETS.incumbentStartKb} kB`) +
      `; through the first open ${kb(median(field(through, 'gzip9')))}, ` +
      `+${kb(median(field(added, 'gzip9')))}` +
      target(
        `target ≤ ${TARGETS.firstOpenKb} kB, incumbent ${TARGETS.incumbentClickKb} kB before the click`,
      ) +
      '; ' +
      `button painted ${ms(median(painted))}; ` +
      `click → wallets usable ${ms(median(toUsable))}` +
      (mode === 'list' ? '' : ' (the wallets section)') +
      `; click → first control ${ms(median(toControl))}, fully shown ${ms(median(toShown))}` +
      target(`target ≤ ${SHOWN_TARGET_MS} ms`),
  )
}

/** Run 0's scripts and what else the open fetched, so a reader sees what each step costs. */
export function listRun(dappOrigin, result) {
  const where = (href) => {
    const url = new URL(href)
    const path = url.origin === dappOrigin ? `${url.pathname}${url.search}` : url.href
    return path.length > 90 ? `${path.slice(0, 89)}…` : path
  }
  console.log('run 0 scripts (gzip -9):')
  for (const phase of ['start', 'open']) {
    for (const script of result.scripts.filter((s) => s.phase === phase)) {
      console.log(`  ${phase.padEnd(5)} ${kb(script.gzip9).padStart(9)}  ${where(script.url)}`)
    }
  }
  if (result.changes?.length) {
    console.log('run 0 changes of the modal after the click (ms, what the frame showed anew):')
    for (const change of result.changes)
      console.log(`  ${ms(change.at).padStart(7)}  ${change.what.join('; ').slice(0, 160)}`)
  }
  if (result.resources?.length) {
    console.log('run 0 resources around the open, page clock (start → end, ms from the click):')
    for (const entry of result.resources.slice(0, MAX_LISTED * 2))
      console.log(
        `  ${ms(entry.start).padStart(7)} → ${ms(entry.end).padStart(7)}  ${entry.type.padEnd(6)} ${where(entry.url)}`,
      )
  }
  const others = result.openRequests.filter((request) => request.type !== 'script')
  if (others.length === 0) return
  console.log('run 0 other requests of the first open (start → end, ms after the click):')
  for (const request of others.slice(0, MAX_LISTED)) {
    const end =
      request.endedAt === null ? 'open' : ms(request.endedAt - request.startedAt + request.after)
    const failed = request.failed ? ' (failed)' : ''
    console.log(
      `  ${ms(request.after).padStart(7)} → ${end.padStart(7)}  ${request.type.padEnd(6)} ${where(request.url)}${failed}`,
    )
  }
  if (others.length > MAX_LISTED) console.log(`  … and ${others.length - MAX_LISTED} more`)
}
