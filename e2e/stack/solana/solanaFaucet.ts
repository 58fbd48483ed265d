import { createHash } from 'node:crypto'
import { lamports } from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
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

  /** Creates the test mint (the faucet its authority); call once, at start. */
  deployTestMint(): string {
    const rent = Number(this.ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)))
    return this.submit(
      [
        SystemProgram.createAccount({
          fromPubkey: this.keypair.publicKey,
          newAccountPubkey: this.mint.publicKey,
          lamports: rent,
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(
          this.mint.publicKey,
          TEST_MINT_DECIMALS,
          this.keypair.publicKey,
          null,
        ),
      ],
      [this.mint],
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

  /** Mints `amount` (base units) of the test mint to `owner`'s associated token account. */
  mintTestTokens(owner: string, amount: bigint): string {
    const ownerKey = new PublicKey(owner)
    const ata = getAssociatedTokenAddressSync(this.mint.publicKey, ownerKey, true)
    return this.submit([
      createAssociatedTokenAccountIdempotentInstruction(
        this.keypair.publicKey,
        ata,
        ownerKey,
        this.mint.publicKey,
      ),
      createMintToInstruction(this.mint.publicKey, ata, this.keypair.publicKey, amount),
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
