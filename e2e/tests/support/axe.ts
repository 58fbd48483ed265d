import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe, { type AxeResults } from 'axe-core'
import { secureFrame } from './wire'

/**
 * Runs axe over the modal only (its host element; axe walks the open shadow root
 * beneath it), so the example page's own markup is not what is judged. Every
 * violation is listed with its rule, impact and the nodes it found; the test goes on
 * to its next view and fails at its end.
 */
export async function expectNoAxeViolations(page: Page, view: string): Promise<void> {
  await expectNoViolationsIn(new AxeBuilder({ page }).include('[data-airlock-modal]'), view)
}

/**
 * Runs axe over the secure site's approval card, in the secure frame's own document, in
 * whatever state the card is (waiting or enabled). axe runs inside the frame rather than
 * through AxeBuilder's frame walk, which gives each frame one second to load axe and
 * silently drops the frame's results when a busy machine takes longer.
 */
export async function expectNoAxeViolationsInCard(page: Page, state: string): Promise<void> {
  const frame = secureFrame(page)
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
  const results = await frame.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run('main', {}),
  )
  // A run that checked nothing would prove nothing.
  expect(results.passes.length, `axe checked nothing on ${state}`).toBeGreaterThan(0)
  report(results, state)
}

async function expectNoViolationsIn(builder: AxeBuilder, what: string): Promise<void> {
  report(await builder.analyze(), what)
}

function report({ violations }: AxeResults, what: string): void {
  const found = violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
  }))
  // Soft: a run walks every view and reports all of them, not only the first that fails.
  expect.soft(found, `axe violations on ${what}`).toEqual([])
}
