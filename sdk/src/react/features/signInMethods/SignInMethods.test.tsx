import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SignInMethod } from '../../../core/connectors/auth/authConnector'
import type { AirlockInstance } from '../../../core/instance/airlockInstance'
import { AirlockContext } from '../../AirlockContext'
import { SignInMethods } from './SignInMethods'

const EMAIL: SignInMethod = {
  kind: 'email',
  email: 'ada@example.com',
  linkedAt: '2030-01-01T12:00:00.000Z',
}
const GOOGLE: SignInMethod = {
  kind: 'identity',
  id: 'f'.repeat(32),
  provider: 'google',
  userName: 'Ada G',
  linkedAt: '2030-01-02T12:00:00.000Z',
}

function renderWith(connector: Partial<AirlockInstance['connector']>) {
  const instance = { connector } as unknown as AirlockInstance
  return render(
    <AirlockContext.Provider value={instance}>
      <SignInMethods />
    </AirlockContext.Provider>,
  )
}

describe('SignInMethods', () => {
  it('lists the email and each provider; Remove asks the frame and shows what is left', async () => {
    const removeSignInMethod = vi.fn(async () => [EMAIL])
    renderWith({ getSignInMethods: async () => [EMAIL, GOOGLE], removeSignInMethod })
    const items = await screen.findAllByTestId('sign-in-method')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Email · ada@example.com'),
      expect.stringContaining('Google · Ada G'),
    ])
    // The email is not removable here; the provider is, while the email remains.
    expect(screen.getAllByRole('button')).toHaveLength(1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Google' })))
    expect(removeSignInMethod).toHaveBeenCalledWith(GOOGLE.id)
    expect(screen.getAllByTestId('sign-in-method')).toHaveLength(1)
  })

  it('offers no Remove for the only method', async () => {
    renderWith({
      getSignInMethods: async () => [GOOGLE],
      removeSignInMethod: async () => {
        throw new Error('unused')
      },
    })
    await screen.findAllByTestId('sign-in-method')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says why the list could not be read', async () => {
    renderWith({
      getSignInMethods: async () => {
        throw new Error('Session Expired')
      },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Session Expired')
  })
})
