/** A JSON-RPC error the endpoint answers with: code, message and optional data. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** -32602: a parameter is missing or not what the method takes. */
export function invalidParams(message: string): RpcError {
  return new RpcError(-32602, message)
}
