import type { RequestName } from './table'

const address = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c'
const methods = [
  { kind: 'email', email: 'ada@example.com', linkedAt: '2030-01-01T00:00:00.000Z' },
  {
    kind: 'identity',
    id: 'f'.repeat(32),
    provider: 'google',
    userName: 'Ada',
    linkedAt: '2030-01-02T00:00:00.000Z',
  },
]
const user = { email: 'ada@example.com', address, chainId: 1, accounts: [{ address, type: 'eoa' }] }

/** One valid request payload per NAME; tests assert the table and these stay in step. */
export const validRequests: Record<RequestName, unknown> = {
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: {
    uri: 'https://wallet.example/social/start?flow=00000000-0000-4000-8000-000000000000',
    preferredAccountType: 'eoa',
    chainId: 1,
  },
  GET_SOCIAL_REDIRECT_URI: { provider: 'google' },
  CONNECT_FARCASTER: {},
  GET_FARCASTER_URI: {},
  GET_USER: { chainId: 1, preferredAccountType: 'eoa' },
  IS_CONNECTED: {},
  GET_CHAIN_ID: {},
  SWITCH_NETWORK: { chainId: 137 },
  RPC_REQUEST: { method: 'personal_sign', params: ['0x68656c6c6f', address], chainId: 1 },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '111111' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '222222' },
  SIGN_OUT: {},
  SYNC_THEME: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#47a1ff' } },
  SYNC_DAPP_DATA: {
    metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
    sdkVersion: 'airlock-0.1.0',
    sdkType: 'airlock',
    projectId: 'demo',
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  INIT_SMART_ACCOUNT: {},
  SET_PREFERRED_ACCOUNT: { type: 'eoa' },
  RELOAD: {},
  GET_SIGN_IN_METHODS: {},
  REMOVE_SIGN_IN_METHOD: { id: 'f'.repeat(32) },
}

export const validSuccesses: Record<RequestName, unknown> = {
  CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  CONNECT_DEVICE: {},
  CONNECT_OTP: {},
  CONNECT_SOCIAL: { ...user, userName: 'ada' },
  GET_SOCIAL_REDIRECT_URI: {
    uri: 'https://wallet.example/social/start?flow=00000000-0000-4000-8000-000000000000',
  },
  CONNECT_FARCASTER: { userName: 'ada' },
  GET_FARCASTER_URI: { url: 'https://warpcast.example/x' },
  GET_USER: { ...user, chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', smartAccountDeployed: false },
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: 1 },
  SWITCH_NETWORK: { chainId: 137 },
  RPC_REQUEST: '0xdeadbeef',
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: {},
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
  SIGN_OUT: {},
  SYNC_THEME: {},
  SYNC_DAPP_DATA: {},
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 137] },
  INIT_SMART_ACCOUNT: { address, isDeployed: false },
  SET_PREFERRED_ACCOUNT: { type: 'eoa', address },
  RELOAD: {},
  GET_SIGN_IN_METHODS: { methods },
  REMOVE_SIGN_IN_METHOD: { methods: methods.slice(0, 1) },
}
