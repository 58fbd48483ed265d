import { SATS_CONNECT_ERROR, type SatsConnectResponse, walletReason } from './satsConnectTypes'

/** What an adapted wallet's method throws: a sats-connect error code and the wallet's words. */
export class AdapterRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The sats-connect methods an adapter serves, each over the wallet's own API. */
export type AdapterMethods = Record<string, (params: Record<string, unknown>) => Promise<unknown>>

/**
 * Runs `method` of a wallet that speaks its own API (Unisat, OKX, Leather) and answers as a
 * sats-connect provider does: a JSON-RPC response, never a rejection. A method it lacks is
 * -32601; the wallets' 4001 becomes sats-connect's user rejection; an error without a numeric
 * code is -32603 with the wallet's reason (they reject with plain `{ code, message }` objects).
 */
export async function answerAsSatsConnect(
  walletName: string,
  methods: AdapterMethods,
  method: string,
  params: unknown,
): Promise<SatsConnectResponse> {
  const run = methods[method]
  try {
    if (!run)
      throw new AdapterRpcError(
        SATS_CONNECT_ERROR.METHOD_NOT_FOUND,
        `${walletName} has no ${method}`,
      )
    return {
      jsonrpc: '2.0',
      id: null,
      result: await run((params ?? {}) as Record<string, unknown>),
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    return {
      jsonrpc: '2.0',
      id: null,
      error: {
        code:
          code === 4001
            ? SATS_CONNECT_ERROR.USER_REJECTION
            : typeof code === 'number'
              ? code
              : -32603,
        message: walletReason(error, `${walletName}: ${method} failed`),
      },
    }
  }
}
