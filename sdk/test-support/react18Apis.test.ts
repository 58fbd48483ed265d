import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { react19Uses, react19UsesUnder } from './react18Apis'

const SDK = fileURLToPath(new URL('..', import.meta.url))

describe('React 18.2 support (peer react ^18.2.0 || ^19.0.0)', () => {
  it('the SDK uses nothing only React 19 has', () => {
    expect(react19UsesUnder(SDK, ['src'])).toEqual([])
  })

  it('names each React-19-only use it finds', () => {
    const source = [
      "import { type ReactNode, useEffectEvent, use } from 'react'",
      "import { preload } from 'react-dom'",
      'interface Props {',
      '  ref?: Ref<HTMLInputElement>',
      '}',
      'const tree = <AirlockContext value={instance}>{children}</AirlockContext>',
    ].join('\n')
    expect(react19Uses(source)).toEqual([
      'imports useEffectEvent from react (React 19)',
      'imports use from react (React 19)',
      'imports preload from react-dom (React 19)',
      'declares a `ref` prop (React 18 passes none to a function component: name it fooRef)',
      'renders <AirlockContext> as a provider (React 18 needs AirlockContext.Provider)',
    ])
  })

  it('lets what React 18.2 has pass', () => {
    const source = [
      "import { useId, useSyncExternalStore, useRef } from 'react'",
      "import { createPortal } from 'react-dom'",
      'interface Props {',
      '  inputRef?: Ref<HTMLInputElement>',
      '}',
      'const tree = <AirlockContext.Provider value={instance}>{children}</AirlockContext.Provider>',
    ].join('\n')
    expect(react19Uses(source)).toEqual([])
  })
})
