import type { InjectedConnector } from '../../connectors/injected/injectedConnector'
import type { ControllerContext } from '../../context'

/** The browser wallet holding the eip155 account, if a browser wallet holds it. */
export function heldInjectedConnector(ctx: ControllerContext): InjectedConnector | undefined {
  const connectorId = ctx.stores.chains.getState().chains.eip155?.account.connectorId
  return connectorId ? ctx.wallets.getConnector(connectorId) : undefined
}
