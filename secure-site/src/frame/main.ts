/**
 * Entry of the frame bundle (scripts/buildFrame.ts), which the /sdk document loads as an
 * async module script: the runtime starts as soon as this file has run; the React
 * approval UI (or a refused frame's notice) is a chunk of its own, fetched after it.
 */
import './frame.css'
import { bootFrame } from './boot'
import { startFrame } from './runtime'

bootFrame({
  document,
  start: startFrame,
  loadUi: () => import('./ui/mountApprovals'),
  loadNotice: () => import('./ui/refusedNotice'),
})
