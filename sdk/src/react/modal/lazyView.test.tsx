import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyView } from './lazyView'

afterEach(cleanup)

function Loaded() {
  return <p>the view</p>
}

/** A load whose settling the test decides. */
function controlledLoad() {
  const calls: { resolve(): void; reject(error: Error): void }[] = []
  const load = vi.fn(
    () =>
      new Promise<typeof Loaded>((resolve, reject) => {
        calls.push({ resolve: () => resolve(Loaded), reject })
      }),
  )
  return { load, calls }
}

describe('lazyView', () => {
  it('shows a spinner until the chunk is there, then the view; later mounts show it at once', async () => {
    const { load, calls } = controlledLoad()
    const View = lazyView(load)
    const first = render(<View />)
    expect(screen.getByRole('status').textContent).toBe('Loading')
    expect(screen.queryByText('the view')).toBeNull()
    await act(async () => calls[0]?.resolve())
    expect(screen.getByText('the view')).toBeTruthy()
    first.unmount()
    render(<View />)
    expect(screen.getByText('the view')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says why a chunk failed and fetches again on Try again', async () => {
    const { load, calls } = controlledLoad()
    const View = lazyView(load)
    render(<View />)
    await act(async () =>
      calls[0]?.reject(new Error('Failed to fetch dynamically imported module')),
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'This view could not load: Failed to fetch dynamically imported module',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('status').textContent).toBe('Loading')
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => calls[1]?.resolve())
    expect(screen.getByText('the view')).toBeTruthy()
  })

  it("brings the view's own CSS with it, into the tree the view renders in", async () => {
    const View = lazyView(async () => ({ Component: Loaded, styles: '.al-x { color: red; }' }))
    const { container } = render(<View />)
    await act(async () => {})
    expect(screen.getByText('the view')).toBeTruthy()
    expect(container.querySelector('style')?.textContent).toBe('.al-x { color: red; }')
  })

  it('preload fetches once, before any mount, and never rejects', async () => {
    const { load, calls } = controlledLoad()
    const View = lazyView(load)
    const preloaded = View.preload()
    void View.preload()
    expect(load).toHaveBeenCalledTimes(1)
    calls[0]?.reject(new Error('offline'))
    await expect(preloaded).resolves.toBeUndefined()
  })

  it('a view unmounted while loading does not update after the chunk arrives', async () => {
    const { load, calls } = controlledLoad()
    const View = lazyView(load)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mounted = render(<View />)
    mounted.unmount()
    await act(async () => calls[0]?.resolve())
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
