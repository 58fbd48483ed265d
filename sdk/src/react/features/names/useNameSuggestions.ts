import { DEFAULT_DEBOUNCE_MS } from '@airlock/protocol'
import { useEffect, useState } from 'react'
import type { NameSuggestion } from '../../../core/clients/blockchainApi/types'
import { useAirlockInstance } from '../../AirlockContext'

export interface NameSuggestions {
  /** The label the suggestions answer; undefined before the first answer. */
  query: string | undefined
  suggestions: NameSuggestion[]
  /** A request for the current label is waiting or under way. */
  checking: boolean
}

// Worth asking about: something typed, nothing the rule refuses outright (length is the API's business).
const ASKABLE = /^[A-Za-z0-9-]+$/

/**
 * Suggestions (and whether the typed name is taken) for `label`, asked
 * DEFAULT_DEBOUNCE_MS after the typing stops; an answer for an older label is
 * dropped. A failure shows 'Error fetching name suggestions' as a toast.
 */
export function useNameSuggestions(label: string): NameSuggestions {
  const instance = useAirlockInstance()
  const [answer, setAnswer] = useState<{ query: string; suggestions: NameSuggestion[] }>()
  // Without a names service there is nothing to ask (and no toast to show for it).
  const askable = instance.names.available && ASKABLE.test(label)

  useEffect(() => {
    if (!askable) return
    let current = true
    const timer = setTimeout(() => {
      instance.names.getSuggestions(label).then(
        (suggestions) => {
          if (current) setAnswer({ query: label, suggestions })
        },
        (error: unknown) => {
          if (!current) return
          setAnswer({ query: label, suggestions: [] })
          instance.stores.toast.getState().showError(error)
        },
      )
    }, DEFAULT_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [instance, label, askable])

  const fresh = askable && answer?.query === label
  return {
    query: answer?.query,
    suggestions: fresh ? answer.suggestions : [],
    checking: askable && !fresh,
  }
}
