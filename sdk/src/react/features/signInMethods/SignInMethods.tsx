/**
 * The Account view's 'Sign-in methods' (embedded wallet only): the email and each linked
 * provider, with a Remove button for a provider while another method remains. Remove
 * asks the frame, which shows its own card (over ApproveTransaction) before anything is
 * removed; the list shown is then the one the frame answers.
 */
import { useEffect, useState } from 'react'
import {
  isRemovable,
  type SignInMethod,
  signInMethodDetail,
  signInMethodLinked,
  signInMethodTitle,
} from '../../../core/connectors/auth/signInMethods'
import { useAirlockInstance } from '../../AirlockContext'
import { errorMessage } from '../../errorMessage'
import { Button } from '../../ui/Button'

export const styles = /* css */ `
.al-signin-methods { width: 100%; margin: 12px 0 0; text-align: left; }
.al-signin-methods h3 { margin: 0 0 6px; font-size: 13px; font-weight: 600; color: var(--al-fg-muted); }
.al-signin-methods ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.al-signin-method { display: flex; align-items: center; gap: 8px; font-size: 13px; }
.al-signin-method-text { display: grid; flex: 1; min-width: 0; }
.al-signin-method-text span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.al-signin-method-text .al-muted { color: var(--al-fg-muted); font-size: 12px; }
.al-signin-method .al-button { padding: 4px 10px; min-height: 0; font-size: 12px; }
`

export function SignInMethods() {
  const { connector } = useAirlockInstance()
  const [methods, setMethods] = useState<SignInMethod[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    connector.getSignInMethods().then(
      (listed) => live && setMethods(listed),
      (failure: unknown) => live && setError(errorMessage(failure)),
    )
    return () => {
      live = false
    }
  }, [connector])

  async function remove(id: string): Promise<void> {
    setRemoving(id)
    setError(null)
    try {
      setMethods(await connector.removeSignInMethod(id))
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setRemoving(null)
    }
  }

  return (
    <section className="al-signin-methods" aria-labelledby="al-signin-methods-title">
      <h3 id="al-signin-methods-title">Sign-in methods</h3>
      {error && <p role="alert">{error}</p>}
      {methods && (
        <ul>
          {methods.map((method) => {
            const title = signInMethodTitle(method)
            const detail = signInMethodDetail(method)
            const key = method.kind === 'email' ? 'email' : method.id
            return (
              <li key={key} className="al-signin-method" data-testid="sign-in-method">
                <span className="al-signin-method-text">
                  <span>{detail ? `${title} · ${detail}` : title}</span>
                  <span className="al-muted">{signInMethodLinked(method)}</span>
                </span>
                {method.kind === 'identity' && isRemovable(method, methods) && (
                  <Button
                    variant="secondary"
                    aria-label={`Remove ${title}`}
                    loading={removing === method.id}
                    onClick={() => void remove(method.id)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
