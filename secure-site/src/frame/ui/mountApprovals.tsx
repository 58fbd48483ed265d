/**
 * The approval UI chunk, fetched by boot.ts right after READY: React renders the waiting
 * approval (if any) into the frame's root for as long as the document lives.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { RunningFrame } from '../frame'
import { FrameApp } from './FrameApp'

export function mountApprovals(root: Element, frame: RunningFrame): void {
  createRoot(root).render(
    <StrictMode>
      <FrameApp frame={frame} />
    </StrictMode>,
  )
}
