import type { CSSProperties } from 'react'
import { useMemo } from 'react'
import type { AirlockInstance } from '../../core/createAirlock'
import { AirlockContext } from '../AirlockContext'
import { themeTokens } from '../theme'
import { useStore } from '../useStore'
import { Dialog } from './Dialog'
import { Toast } from './Toast'

/**
 * The modal root: theme variables for everything under it, the dialog while the
 * modal store is open, and the toast (which may show while the dialog is closed).
 */
export function Modal({ instance }: { instance: AirlockInstance }) {
  const { modal, options, toast } = instance.stores
  const open = useStore(modal, (state) => state.open)
  const themeMode = useStore(options, (state) => state.themeMode)
  const themeVariables = useStore(options, (state) => state.themeVariables)
  const style = useMemo(
    () => themeTokens(themeMode, themeVariables) as CSSProperties,
    [themeMode, themeVariables],
  )

  return (
    <AirlockContext.Provider value={instance}>
      <div className="al-root" data-theme={themeMode} style={style}>
        {open && <Dialog />}
        <Toast store={toast} />
      </div>
    </AirlockContext.Provider>
  )
}
