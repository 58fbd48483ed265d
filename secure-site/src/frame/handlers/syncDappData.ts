/**
 * SYNC_DAPP_DATA: the dapp's name and icon for the approval card. Its claimed `url`
 * is ignored: the card shows the verified ancestor origin instead.
 */
import type { FrameHandler } from '../frameContext'
import { safeIconUrl } from '../uiState'

const MAX_NAME = 64

export const syncDappData: FrameHandler<'SYNC_DAPP_DATA'> = ({ metadata, projectId }, context) => {
  if (projectId !== context.projectId)
    context.log.debug('SYNC_DAPP_DATA for another projectId', projectId)
  const name = metadata?.name.trim().slice(0, MAX_NAME)
  context.ui.set({
    dappName: name ? name : null,
    dappIcon: safeIconUrl(metadata?.icons[0]),
  })
  return undefined
}
