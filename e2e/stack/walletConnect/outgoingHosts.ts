/**
 * Records every host this process opens a TCP connection to (fetch, http, https, ws
 * all end in `net.Socket#connect`), so a test can prove that nothing but loopback was
 * reached. One recorder at a time; `stop()` puts the original back.
 */
import net from 'node:net'

export interface HostRecorder {
  hosts(): string[]
  /** Hosts outside 127.0.0.0/8, ::1 and localhost. */
  outsideLoopback(): string[]
  stop(): void
}

let active = false

export function recordOutgoingHosts(): HostRecorder {
  if (active) throw new Error('recordOutgoingHosts: a recorder is already active')
  active = true
  const seen = new Set<string>()
  const original = net.Socket.prototype.connect
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    seen.add(hostOf(args))
    return (original as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof original
  return {
    hosts: () => [...seen],
    outsideLoopback: () => [...seen].filter((host) => !isLoopbackHost(host)),
    stop() {
      net.Socket.prototype.connect = original
      active = false
    },
  }
}

/** connect(options), connect([options, cb]) (net.connect's normalized form), connect(port, host). */
function hostOf(args: unknown[]): string {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; path?: unknown }
    if (typeof options.path === 'string') return `ipc:${options.path}`
    return typeof options.host === 'string' ? options.host : 'localhost'
  }
  return typeof args[1] === 'string' ? args[1] : 'localhost'
}

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '')
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(bare) ||
    bare.startsWith('ipc:')
  )
}
