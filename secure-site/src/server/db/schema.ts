/**
 * Drizzle's view of the tables. The source of truth is the hand-written SQL in
 * migrations/; this file must describe the same columns (db/schema.test.ts checks it
 * against a migrated database).
 */
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea } from './bytea'

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export type ChainNamespace = 'eip155' | 'solana'
export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null for an account made by a social login that gave no verified email. */
  email: text('email').unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainNamespace: text('chain_namespace').$type<ChainNamespace>().notNull(),
    address: text('address').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    iv: bytea('iv').notNull(),
    wrappedDataKey: bytea('wrapped_data_key').notNull(),
    keyVersion: text('key_version').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.userId, table.chainNamespace),
    unique().on(table.chainNamespace, table.address),
  ],
)

export const emailOtps = pgTable('email_otps', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  purpose: text('purpose').$type<OtpPurpose>().notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: timestamptz('consumed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceIdHash: text('device_id_hash').notNull(),
    approvedAt: timestamptz('approved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.deviceIdHash)],
)

/** A mailed link that approves one device for one address (account or not). */
export const deviceApprovals = pgTable('device_approvals', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  deviceIdHash: text('device_id_hash').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The verified ancestor origin of the frame that asked. */
  origin: text('origin').notNull(),
  /** Browser and system read from the user agent when the login started. */
  deviceLabel: text('device_label').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  approvedAt: timestamptz('approved_at'),
})

export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  familyId: uuid('family_id').notNull(),
  deviceIdHash: text('device_id_hash'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  /** The sign-in's absolute end, the same on every token of the family. */
  familyExpiresAt: timestamptz('family_expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  replacedBy: uuid('replaced_by'),
  /** RFC 7638 thumbprint of the frame's device key; null only for sessions older than 0010. */
  deviceJkt: text('device_jkt'),
})

/** Device proofs already accepted (`<thumbprint>.<jti>`), kept until their window closes. */
export const deviceProofs = pgTable('device_proofs', {
  id: text('id').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
})

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  origins: jsonb('origins').$type<string[]>().notNull().default([]),
  defaultOrigins: boolean('default_origins').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const approvals = pgTable('approvals', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  paramsHash: text('params_hash').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  /** Field path → short fingerprint, to name what changed when a request is refused. */
  bindings: jsonb('bindings').$type<Record<string, string>>(),
})

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
})

export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  /** The site that asked for the change; every later step must come from it too. */
  origin: text('origin').notNull(),
  primaryVerifiedAt: timestamptz('primary_verified_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
})

export const emailReverts = pgTable('email_reverts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  oldEmail: text('old_email').notNull(),
  newEmail: text('new_email').notNull(),
  origin: text('origin').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
})

/** When each periodic job (prune) last ran, whichever instance ran it. */
export const maintenanceRuns = pgTable('maintenance_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamptz('last_run_at').notNull(),
})

/** A provider's account (its stable subject id) signed in to one of ours. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSignInAt: timestamptz('last_sign_in_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
)

/** One social sign-in in flight (migrations/0007_social_logins.sql). */
export const socialFlows = pgTable('social_flows', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  projectId: text('project_id').notNull(),
  origin: text('origin').notNull(),
  secretHash: text('secret_hash').notNull(),
  stateHash: text('state_hash').notNull().unique(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  subject: text('subject'),
  email: text('email'),
  emailVerified: boolean('email_verified'),
  userName: text('user_name'),
  completedAt: timestamptz('completed_at'),
  resultExpiresAt: timestamptz('result_expires_at'),
  redeemedAt: timestamptz('redeemed_at'),
  /** Migration 0009: the start page's proof of the browser, and how the flow ended. */
  bindingHash: text('binding_hash'),
  boundAt: timestamptz('bound_at'),
  errorCode: text('error_code'),
  redeemPolls: integer('redeem_polls').notNull().default(0),
})

/** Sign In With Farcaster in flight (migration 0008): one relay channel, one frame. */
export const farcasterFlows = pgTable('farcaster_flows', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: text('project_id').notNull(),
  origin: text('origin').notNull(),
  secretHash: text('secret_hash').notNull(),
  channelToken: text('channel_token').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  fid: bigint('fid', { mode: 'bigint' }),
  userName: text('user_name'),
  redeemedAt: timestamptz('redeemed_at'),
  failedAt: timestamptz('failed_at'),
  /** When a poll last read the relay for this flow (one read per interval, all polls). */
  relayCheckedAt: timestamptz('relay_checked_at'),
  /** CONNECT_FARCASTER polls of this flow so far, capped. */
  polls: integer('polls').notNull().default(0),
})
