import { type ComponentType, useEffect, useState } from 'react'
import { lazyModule } from '../../core/lazyModule'
import { errorMessage } from '../errorMessage'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'

/** What a view's chunk yields: the view, and the CSS only it uses (shipped in its chunk). */
export interface LoadedView {
  Component: ComponentType
  styles?: string | undefined
}

/** A view whose code is a chunk of its own, fetched the first time it is shown. */
export type LazyViewComponent = ComponentType & {
  /** Starts fetching the chunk (on hover of what leads to the view); settles, never rejects. */
  preload(): Promise<void>
}

/**
 * Wraps a view loaded with `import()` (the component, or it and its styles): a spinner while its chunk comes, the view
 * once it is there (at once on every later visit), and, when the fetch fails,
 * the error with Try again, which fetches anew (a failed `import()` of the same
 * URL is retried by the browser, unlike React.lazy's cached rejection).
 */
export function lazyView(load: () => Promise<ComponentType | LoadedView>): LazyViewComponent {
  let Loaded: ComponentType | undefined
  let styles: string | undefined
  let failure: unknown
  const chunk = lazyModule(load)
  const preload = () =>
    chunk.load().then(
      (loaded) => {
        if ('Component' in loaded) {
          Loaded = loaded.Component
          styles = loaded.styles
        } else Loaded = loaded
        failure = undefined
      },
      (error: unknown) => {
        failure = error
      },
    )

  // biome-ignore lint/correctness/noComponentHookFactories: called once per view at module level (viewRegistry.ts), like React.lazy; the component is never re-created.
  function LazyView() {
    const [attempt, setAttempt] = useState(0)
    const [, setSettled] = useState(0)
    useEffect(() => {
      if (Loaded || (failure !== undefined && attempt === 0)) return
      let live = true
      void preload().then(() => {
        if (live) setSettled((count) => count + 1)
      })
      return () => {
        live = false
      }
    }, [attempt])

    // The view's own CSS comes with it, into the modal's shadow root (a <style> there is
    // scoped to the shadow tree), so the first open of the modal does not carry it.
    if (Loaded)
      return (
        <>
          {styles && <style>{styles}</style>}
          <Loaded />
        </>
      )
    if (failure !== undefined && !chunk.started()) {
      return (
        <div className="al-view al-view-failed">
          <p className="al-field-error" role="alert">
            This view could not load: {errorMessage(failure)}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              failure = undefined
              setAttempt((count) => count + 1)
            }}
          >
            Try again
          </Button>
        </div>
      )
    }
    return (
      <div className="al-view al-view-loading">
        <Spinner label="Loading" size={28} />
      </div>
    )
  }
  return Object.assign(LazyView, { preload })
}
