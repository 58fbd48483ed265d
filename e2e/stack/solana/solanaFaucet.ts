import { createHash } from 'node:crypto'
import { lamports } from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import { type SolanaLedger, toAddress } from './solanaLedger'

/** The faucet's balance at start: 500 million SOL. */
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n
/** The test mint's decimals (as USDC's). */
export const TEST_MINT_DECIMALS = 6
/** What the blockchain API fixture names the test mint (the chain keeps no token metadata). */
export const SOLANA_TEST_MINT_NAME = { name: 'Test USD', symbol: 'TUSD' } as const

/** The test mints: one of the SPL Token program, one of Token-2022 (no extensions). */
export type TestMintKind = 'spl' | 'token2022'
const PROGRAM_OF: Record<TestMintKind, PublicKey> = {
  spl: TOKEN_PROGRAM_ID,
  token2022: TOKEN_2022_PROGRAM_ID,
}

/** A keypair derived from `label`: the same address on every run and every cluster. */
export function fixedKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`airlock-solana:${label}`).digest())
}

/**
 * The cluster's faucet: answers requestAirdrop with a real System transfer (so the
 * airdrop has a signature, a status and a transaction like any other), and owns the
 * test mint, deployed at start, from which it gives tokens.
 */
export class SolanaFaucet {
  readonly keypair = fixedKeypair('faucet')
  readonly mint = fixedKeypair('test-mint')
  readonly mint2022 = fixedKeypair('test-mint-2022')

  constructor(private readonly ledger: SolanaLedger) {
    // Set, not airdropped: litesvm's own airdrop account holds less than this.
    ledger.svm.setAccount({
      address: toAddress(this.keypair.publicKey.toBase58()),
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(FAUCET_LAMPORTS),
      programAddress: toAddress(SystemProgram.programId.toBase58()),
      space: 0n,
    })
  }

  /** Creates the test mints (the faucet their authority); call once, at start. */
  deployTestMints(): void {
    this.deployMint(this.mint, TOKEN_PROGRAM_ID)
    this.deployMint(this.mint2022, TOKEN_2022_PROGRAM_ID)
  }

  private deployMint(mint: Keypair, programId: PublicKey): string {
    const rent = Number(this.ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)))
    return this.submit(
      [
        SystemProgram.createAccount({
          fromPubkey: this.keypair.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: rent,
          space: MINT_SIZE,
          programId,
        }),
        createInitializeMint2Instruction(
          mint.publicKey,
          TEST_MINT_DECIMALS,
          this.keypair.publicKey,
          null,
          programId,
        ),
      ],
      [mint],
    )
  }

  airdrop(to: string, lamports: number): string {
    return this.submit([
      SystemProgram.transfer({
        fromPubkey: this.keypair.publicKey,
        toPubkey: new PublicKey(to),
        lamports,
      }),
    ])
  }

  /** Mints `amount` (base units) of a test mint to `owner`'s associated token account. */
  mintTestTokens(owner: string, amount: bigint, kind: TestMintKind = 'spl'): string {
    const ownerKey = new PublicKey(owner)
    const programId = PROGRAM_OF[kind]
    const mint = (kind === 'spl' ? this.mint : this.mint2022).publicKey
    const ata = getAssociatedTokenAddressSync(mint, ownerKey, true, programId)
    return this.submit([
      createAssociatedTokenAccountIdempotentInstruction(
        this.keypair.publicKey,
        ata,
        ownerKey,
        mint,
        programId,
      ),
      createMintToInstruction(mint, ata, this.keypair.publicKey, amount, [], programId),
    ])
  }

  private submit(instructions: TransactionInstruction[], extraSigners: Keypair[] = []): string {
    const transaction = new Transaction({
      feePayer: this.keypair.publicKey,
      recentBlockhash: this.ledger.latestBlockhash().blockhash,
    }).add(...instructions)
    transaction.sign(this.keypair, ...extraSigners)
    return this.ledger.send(new Uint8Array(transaction.serialize()))
  }
}
