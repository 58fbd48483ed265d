import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe over the modal only (its host element; axe walks the open shadow root
 * beneath it), so the example page's own markup is not what is judged. Every
 * violation is listed with its rule, impact and the nodes it found; the test goes on
 * to its next view and fails at its end.
 */
export async function expectNoAxeViolations(page: Page, view: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[data-airlock-modal]').analyze()
  const found = violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
  }))
  // Soft: a run walks every view and reports all of them, not only the first that fails.
  expect.soft(found, `axe violations on ${view}`).toEqual([])
}
