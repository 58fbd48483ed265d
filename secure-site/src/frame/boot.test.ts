/**
 * The page's start against a real jsdom document holding what the server renders
 * (frameHtml), with the runtime and the UI chunk replaced by fakes.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { frameHtml } from '../server/frame/frameHtml'
import { describeRequest } from './approval/describe'
import { createApprovalQueue } from './approval/queue'
import { type ApprovalUi, bootFrame, NOTICE_FAILED, UI_FAILED } from './boot'
import { DEFAULT_CHAIN } from './chain'
import type { FrameStart, RunningFrame } from './frame'
import { DAPP_ORIGIN, settle, testConfig } from './testing'
import * as refusedNotice from './ui/refusedNotice'
import { createUiStore } from './uiState'

const ASSETS = { script: '/frame/main.js', preload: [], style: '/frame/main.css' }

function page(html = frameHtml({ config: testConfig, assets: ASSETS, nonce: 'n0nce' })) {
  return new JSDOM(html, { url: 'https://secure.example/sdk?projectId=demo' }).window.document
}

/** The real notice chunk, as the bundle's dynamic import would give it. */
const loadNotice = async () => refusedNotice

function runningFrame(): RunningFrame {
  return { origin: DAPP_ORIGIN, ui: createUiStore(DAPP_ORIGIN), approvals: createApprovalQueue() }
}

const description = describeRequest({
  method: 'personal_sign',
  params: ['0x6869', '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'],
  chain: DEFAULT_CHAIN,
  account: null,
})

describe('bootFrame', () => {
  it('starts the runtime with the embedded config, then mounts the UI into the root', async () => {
    const document = page()
    const frame = runningFrame()
    const start = vi.fn((): FrameStart => ({ ok: true, frame }))
    const mountApprovals = vi.fn<ApprovalUi['mountApprovals']>()
    const started = bootFrame({
      document,
      start,
      loadUi: async () => ({ mountApprovals }),
      loadNotice,
    })
    expect(started).toEqual({ ok: true, frame })
    expect(start).toHaveBeenCalledWith(testConfig)
    await settle()
    expect(mountApprovals).toHaveBeenCalledWith(document.getElementById('airlock-frame'), frame)
  })

  it('shows the notice of a refused frame and never loads the UI', async () => {
    const document = page()
    const loadUi = vi.fn(async () => ({ mountApprovals: () => {} }))
    const started = bootFrame({
      document,
      start: () => ({ ok: false, reason: 'not-framed' }),
      loadUi,
      loadNotice,
    })
    expect(started).toEqual({ ok: false, reason: 'not-framed' })
    await settle()
    expect(document.getElementById('airlock-frame')?.textContent).toBe(refusedNotice.REFUSED_NOTICE)
    expect(loadUi).not.toHaveBeenCalled()
  })

  it('reports a notice that cannot load, and still refuses to run', async () => {
    const reportError = vi.fn()
    const failure = new Error('Failed to fetch dynamically imported module')
    const document = page()
    const started = bootFrame({
      document,
      start: () => ({ ok: false, reason: 'not-allowed' }),
      loadUi: vi.fn(),
      loadNotice: () => Promise.reject(failure),
      reportError,
    })
    expect(started).toEqual({ ok: false, reason: 'not-allowed' })
    await settle()
    expect(reportError).toHaveBeenCalledWith(NOTICE_FAILED, failure)
    expect(document.getElementById('airlock-frame')?.textContent).toBe('')
  })

  it('refuses waiting and later approvals when the UI chunk cannot load', async () => {
    const document = page()
    const frame = runningFrame()
    const reportError = vi.fn()
    const failure = new Error('Failed to fetch dynamically imported module')
    let failLoad: (error: Error) => void = () => {}
    bootFrame({
      document,
      start: () => ({ ok: true, frame }),
      loadUi: () => new Promise((_resolve, reject) => (failLoad = reject)),
      loadNotice,
      reportError,
    })
    const waiting = frame.approvals.ask(description)
    failLoad(failure)
    await expect(waiting).rejects.toThrow('Request was aborted')
    expect(reportError).toHaveBeenCalledWith(UI_FAILED, failure)
    await expect(frame.approvals.ask(description)).rejects.toThrow('Request was aborted')
    expect(frame.approvals.current()).toBeNull()
  })

  it('treats a UI that throws while mounting like one that failed to load', async () => {
    const frame = runningFrame()
    const reportError = vi.fn()
    const broken = new Error('render failed')
    bootFrame({
      document: page(),
      start: () => ({ ok: true, frame }),
      loadUi: async () => ({
        mountApprovals: () => {
          throw broken
        },
      }),
      loadNotice,
      reportError,
    })
    await settle()
    expect(reportError).toHaveBeenCalledWith(UI_FAILED, broken)
    await expect(frame.approvals.ask(description)).rejects.toThrow('Request was aborted')
  })

  it('refuses to start on a page without its root, before any READY', () => {
    const start = vi.fn()
    const html = frameHtml({ config: testConfig, assets: ASSETS, nonce: 'n' }).replace(
      '<div id="airlock-frame"></div>',
      '',
    )
    expect(() =>
      bootFrame({ document: page(html), start, loadUi: vi.fn(), loadNotice: vi.fn() }),
    ).toThrow('The frame page has no #airlock-frame element')
    expect(start).not.toHaveBeenCalled()
  })
})
