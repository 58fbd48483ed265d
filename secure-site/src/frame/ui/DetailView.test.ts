import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ApprovalDetail } from '../approval/details'
import { DetailView } from './DetailView'

const render = (detail: ApprovalDetail) =>
  renderToStaticMarkup(createElement(DetailView, { detail }))
/** What a person reads: the markup's text, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('DetailView shows invisible characters as escapes', () => {
  it('in a message, keeping its line breaks, with a note', () => {
    const html = render({
      kind: 'message',
      title: 'Message',
      encoding: 'utf8',
      text: 'Pay to:\ninvoice_\u202Efdp.exe\u200b',
    })
    expect(text(html)).toContain('Pay to:\ninvoice_\\u{202E}fdp.exe\\u{200B}')
    expect(html).not.toMatch(/[\u202E\u200B]/)
    expect(text(html)).toContain(
      'This message holds invisible characters, shown as \\u{…} escapes.',
    )
    expect(
      render({ kind: 'message', title: 'Message', encoding: 'utf8', text: 'a\nb' }),
    ).not.toContain('invisible characters')
  })

  it('in typed-data keys and values, and in titles the dapp chose', () => {
    const html = render({
      kind: 'tree',
      title: 'Mail\u2066',
      nodes: [{ label: 'to\u200d', children: [{ label: 'name', value: 'Bob\u{E0041}\u2028' }] }],
    })
    for (const hidden of ['\u2066', '\u200d', '\u2028', '\u{E0041}'])
      expect(html).not.toContain(hidden)
    expect(text(html)).toContain('Mail\\u{2066}')
    expect(text(html)).toContain('to\\u{200D}')
    expect(text(html)).toContain('Bob\\u{E0041}\\u{2028}')
  })

  it('in listed fields such as a token name', () => {
    const html = render({
      kind: 'fields',
      title: 'Call',
      fields: [{ label: 'Asset', value: 'US\u200bDC (USDC)' }],
    })
    expect(text(html)).toContain('US\\u{200B}DC (USDC)')
    // Marked apart from the text around it, so a dapp typing "\u{200B}" is told apart.
    expect(html).toMatch(/<span[^>]*title="Invisible character"[^>]*>\\u\{200B\}<\/span>/)
  })
})
