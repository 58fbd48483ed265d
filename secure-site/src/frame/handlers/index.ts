/** The frame's handler table: one handler per request NAME of PROTOCOL.md. */
import type { FrameContext } from '../frameContext'
import type { HandlerTable } from '../router'
import { connectDevice } from './connectDevice'
import { connectEmail } from './connectEmail'
import { connectFarcaster } from './connectFarcaster'
import { connectOtp } from './connectOtp'
import { connectSocial } from './connectSocial'
import { getChainId } from './getChainId'
import { getFarcasterUri } from './getFarcasterUri'
import { getSignInMethods } from './getSignInMethods'
import { getSocialRedirectUri } from './getSocialRedirectUri'
import { getUser } from './getUser'
import { isConnected } from './isConnected'
import { initSmartAccount } from './notEnabled'
import { reload } from './reload'
import { removeSignInMethod } from './removeSignInMethod'
import { rpcRequest } from './rpcRequest'
import { setPreferredAccount } from './setPreferredAccount'
import { signOut } from './signOut'
import { smartAccountNetworks } from './smartAccountNetworks'
import { switchNetwork } from './switchNetwork'
import { syncDappData } from './syncDappData'
import { syncTheme } from './syncTheme'
import { updateEmail } from './updateEmail'
import { updateEmailPrimaryOtp } from './updateEmailPrimaryOtp'
import { updateEmailSecondaryOtp } from './updateEmailSecondaryOtp'

export const frameHandlers: HandlerTable<FrameContext> = {
  CONNECT_EMAIL: connectEmail,
  CONNECT_DEVICE: connectDevice,
  CONNECT_OTP: connectOtp,
  CONNECT_SOCIAL: connectSocial,
  GET_SOCIAL_REDIRECT_URI: getSocialRedirectUri,
  CONNECT_FARCASTER: connectFarcaster,
  GET_FARCASTER_URI: getFarcasterUri,
  GET_USER: getUser,
  IS_CONNECTED: isConnected,
  GET_CHAIN_ID: getChainId,
  SWITCH_NETWORK: switchNetwork,
  RPC_REQUEST: rpcRequest,
  UPDATE_EMAIL: updateEmail,
  UPDATE_EMAIL_PRIMARY_OTP: updateEmailPrimaryOtp,
  UPDATE_EMAIL_SECONDARY_OTP: updateEmailSecondaryOtp,
  SIGN_OUT: signOut,
  SYNC_THEME: syncTheme,
  SYNC_DAPP_DATA: syncDappData,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: smartAccountNetworks,
  INIT_SMART_ACCOUNT: initSmartAccount,
  SET_PREFERRED_ACCOUNT: setPreferredAccount,
  RELOAD: reload,
  GET_SIGN_IN_METHODS: getSignInMethods,
  REMOVE_SIGN_IN_METHOD: removeSignInMethod,
}
