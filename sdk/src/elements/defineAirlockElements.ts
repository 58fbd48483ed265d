import { createElement } from 'react'
import type { AirlockInstance } from '../core/createAirlock'
import { attachModal } from '../react/attachModal'
import { AccountButtonView } from '../react/buttons/AccountButton'
import { ConnectButtonView } from '../react/buttons/ConnectButton'
import { NetworkButtonView } from '../react/buttons/NetworkButton'
import {
  type ButtonElementClass,
  type ButtonElementSpec,
  buttonElementClass,
} from './buttonElement'

export const AIRLOCK_BUTTON_TAG = 'airlock-button'
export const AIRLOCK_ACCOUNT_BUTTON_TAG = 'airlock-account-button'
export const AIRLOCK_NETWORK_BUTTON_TAG = 'airlock-network-button'

/** balance="hide" hides it; anything else (or nothing) shows it. */
const balanceOf = (element: HTMLElement) =>
  element.getAttribute('balance') === 'hide' ? 'hide' : 'show'

const optional = (element: HTMLElement, name: string) => element.getAttribute(name) ?? undefined

const ELEMENTS: readonly ButtonElementSpec[] = [
  {
    tag: AIRLOCK_BUTTON_TAG,
    attributes: ['label', 'loading-label', 'balance'],
    render: (element) =>
      createElement(ConnectButtonView, {
        label: optional(element, 'label'),
        loadingLabel: optional(element, 'loading-label'),
        balance: balanceOf(element),
      }),
  },
  {
    tag: AIRLOCK_ACCOUNT_BUTTON_TAG,
    attributes: ['balance'],
    render: (element) => createElement(AccountButtonView, { balance: balanceOf(element) }),
  },
  {
    tag: AIRLOCK_NETWORK_BUTTON_TAG,
    attributes: [],
    render: () => createElement(NetworkButtonView),
  },
]

export interface DefineAirlockElementsOptions {
  /** Attach the lazy modal to `instance` (default), so the buttons' clicks show it. */
  modal?: boolean | undefined
}

/**
 * Defines <airlock-button> (label, loading-label, balance="hide"),
 * <airlock-account-button> (balance="hide") and <airlock-network-button> for
 * `instance`, and attaches its modal for the page's lifetime. A tag is defined
 * once per page: calling again is a no-op (with a warning if the instance
 * differs). On the server, where there is no `customElements`, it does nothing.
 */
export function defineAirlockElements(
  instance: AirlockInstance,
  { modal = true }: DefineAirlockElementsOptions = {},
): void {
  if (typeof customElements === 'undefined') return
  let defined = false
  for (const spec of ELEMENTS) {
    const existing = customElements.get(spec.tag) as ButtonElementClass | undefined
    if (!existing) {
      customElements.define(spec.tag, buttonElementClass(instance, spec))
      defined = true
    } else if (existing.airlock !== instance) {
      console.warn(`[airlock] <${spec.tag}> is already defined for another instance; keeping it`)
    }
  }
  if (defined && modal) attachModal(instance)
}
