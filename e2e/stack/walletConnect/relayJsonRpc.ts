/**
 * JSON-RPC 2.0 frames as the relay reads and writes them. WalletConnect clients use
 * 19-digit integer ids (`getBigIntRpcId`), beyond a double's precision, so a request's
 * id is kept as the exact text the client sent and written back verbatim.
 */

export type RelayFrame =
  | { kind: 'request'; rawId: string; method: string; params: unknown }
  | { kind: 'response'; id: number; result?: unknown; error?: unknown }
  | { kind: 'invalid'; rawId: string; code: number; message: string }

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const

export function parseRelayFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', rawId: 'null', code: RPC_ERRORS.parse, message: 'Parse error' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid('null', 'Invalid request: expected a JSON-RPC object')
  const frame = value as Record<string, unknown>
  const rawId = topLevelIdText(text) ?? 'null'
  if (frame.jsonrpc !== '2.0') return invalid(rawId, 'Invalid request: jsonrpc must be "2.0"')
  if (typeof frame.id !== 'number' && typeof frame.id !== 'string')
    return invalid(rawId, 'Invalid request: id must be a number or a string')
  if ('method' in frame) {
    if (typeof frame.method !== 'string' || frame.method.length === 0)
      return invalid(rawId, 'Invalid request: method must be a string')
    return { kind: 'request', rawId, method: frame.method, params: frame.params }
  }
  if (typeof frame.id === 'number' && ('result' in frame || 'error' in frame))
    return { kind: 'response', id: frame.id, result: frame.result, error: frame.error }
  return invalid(rawId, 'Invalid request: neither a request nor a response')
}

const invalid = (rawId: string, message: string): RelayFrame => ({
  kind: 'invalid',
  rawId,
  code: RPC_ERRORS.invalidRequest,
  message,
})

export function resultFrame(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function errorFrame(rawId: string, code: number, message: string): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function requestFrame(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

/**
 * The exact source text of the top-level `"id"` member (a number or a string literal),
 * found by walking the JSON outside strings. Only called on text JSON.parse accepted.
 */
export function topLevelIdText(text: string): string | undefined {
  let depth = 0
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '"') {
      const end = stringEnd(text, index)
      const isIdKey = depth === 1 && text.slice(index, end) === '"id"'
      index = end
      if (isIdKey) {
        while (/\s/.test(text[index] ?? '')) index++
        if (text[index] === ':') {
          index++
          while (/\s/.test(text[index] ?? '')) index++
          const valueEnd = text[index] === '"' ? stringEnd(text, index) : literalEnd(text, index)
          return text.slice(index, valueEnd)
        }
      }
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    index++
  }
  return undefined
}

/** Index just past the string literal that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let index = start + 1
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
  return index + 1
}

function literalEnd(text: string, start: number): number {
  let index = start
  while (index < text.length && !/[\s,}\]]/.test(text[index] ?? '')) index++
  return index
}
