import { describe, expect, it } from 'vitest'
import type { ProjectLookup } from '../usecases/project'
import { frameConfigFor } from './frameConfig'

const known: ProjectLookup = {
  ok: true,
  origins: ['https://app.example.com'],
  defaultOrigins: true,
}

function configOf(query: string, project: ProjectLookup = known) {
  return frameConfigFor(new URLSearchParams(query), project)
}

describe('frameConfigFor', () => {
  it('takes the project, chain and logger flag from the query', () => {
    expect(configOf('projectId=demo&chainId=8453&enableLogger=true&version=1.2.3')).toEqual({
      projectId: 'demo',
      allowedOrigins: ['https://app.example.com'],
      defaultOrigins: true,
      projectError: null,
      initialChainId: 8453,
      enableLogger: true,
    })
  })

  it('keeps non-numeric chain references as strings (Solana)', () => {
    expect(configOf('projectId=demo&chainId=5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').initialChainId).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(configOf('projectId=demo&chainId=0x1').initialChainId).toBe('0x1')
  })

  it('serves older hosts that send projectId alone; empty or oversized values are absent', () => {
    expect(configOf('projectId=demo')).toMatchObject({ initialChainId: null, enableLogger: false })
    expect(configOf(`projectId=${'a'.repeat(257)}&chainId=&enableLogger=1`)).toMatchObject({
      projectId: '',
      initialChainId: null,
      enableLogger: false,
    })
    expect(configOf('projectId=first&projectId=second').projectId).toBe('first')
  })

  it("carries a project's choice to turn the default origins off", () => {
    const strict: ProjectLookup = { ok: true, origins: [], defaultOrigins: false }
    expect(configOf('projectId=strict', strict).defaultOrigins).toBe(false)
  })

  it('carries an unknown project as its error, with no configured origins', () => {
    expect(configOf('projectId=nope', { ok: false, message: 'Unauthorized: invalid key' })).toEqual(
      {
        projectId: 'nope',
        allowedOrigins: [],
        defaultOrigins: true,
        projectError: 'Unauthorized: invalid key',
        initialChainId: null,
        enableLogger: false,
      },
    )
  })
})
