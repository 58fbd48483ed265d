import { createElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { AirlockInstance } from '../core/createAirlock'
import { AirlockContext } from '../react/AirlockContext'
import { ButtonTheme } from '../react/buttons/ButtonTheme'
import { adoptButtonStyles } from '../react/buttons/ShadowScope'

/** One custom element: its tag, the attributes it follows, and the React button it shows. */
export interface ButtonElementSpec {
  tag: string
  attributes: readonly string[]
  render(element: HTMLElement): ReactNode
}

/** The instance the element class was defined for (read by defineAirlockElements). */
export interface ButtonElementClass extends CustomElementConstructor {
  readonly airlock: AirlockInstance
}

/**
 * A custom element that renders `spec`'s React button, bound to `instance`, into
 * its own open shadow root with the button styles. Made inside a function: a
 * class extending HTMLElement cannot even be declared where there is no DOM.
 */
export function buttonElementClass(
  instance: AirlockInstance,
  spec: ButtonElementSpec,
): ButtonElementClass {
  return class AirlockButtonElement extends HTMLElement {
    static readonly airlock = instance
    static readonly observedAttributes = spec.attributes
    #root: Root | undefined
    #container: HTMLElement | undefined
    #leaving = false

    connectedCallback(): void {
      this.#leaving = false
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
        adoptButtonStyles(shadow)
        this.#container = this.ownerDocument.createElement('span')
        shadow.append(this.#container)
        this.#root = createRoot(this.#container)
      }
      this.#render()
    }

    attributeChangedCallback(): void {
      this.#render()
    }

    disconnectedCallback(): void {
      // Unmount after the current task: a move (removed, then inserted again) keeps the root,
      // and a removal made while React renders (a page's own React tree) does not unmount mid-render.
      this.#leaving = true
      queueMicrotask(() => {
        if (!this.#leaving || this.isConnected) return
        this.#root?.unmount()
        this.#container?.remove()
        this.#root = undefined
        this.#container = undefined
      })
    }

    #render(): void {
      this.#root?.render(
        createElement(
          AirlockContext.Provider,
          { value: instance },
          createElement(ButtonTheme, null, spec.render(this)),
        ),
      )
    }
  }
}
