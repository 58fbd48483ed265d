import { createServer } from 'node:net'

/**
 * Asks the OS for a free TCP port on `host` by listening on port 0 and closing again.
 * The port is only very likely to stay free until the caller binds it; that is good
 * enough for a loopback test stack where nothing else races for ports.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address()
      if (address === null || typeof address === 'string') {
        server.close(() => reject(new Error(`could not read the port bound on ${host}`)))
        return
      }
      const { port } = address
      server.close((error) => (error ? reject(error) : resolve(port)))
    })
  })
}
