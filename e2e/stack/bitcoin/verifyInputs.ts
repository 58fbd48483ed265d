/**
 * Checks every input's signature of a transaction against the outputs it spends, as a
 * node's script interpreter would for the kinds wallets use: P2WPKH (BIP-143 ECDSA), bare
 * or wrapped in P2SH (BIP-141's P2SH-P2WPKH, most Xverse payment addresses), and P2TR
 * key-path (BIP-341 Schnorr). Anything else is refused by name.
 */
import { payments, script, type Transaction } from 'bitcoinjs-lib'
import { EsploraError } from './bitcoinErrors'
import { ecc, REGTEST } from './bitcoinRegtest'

export interface SpentOutput {
  script: Uint8Array
  value: bigint
}

const isP2wpkh = (out: Uint8Array) => out.length === 22 && out[0] === 0x00 && out[1] === 0x14
const isP2sh = (out: Uint8Array) =>
  out.length === 23 && out[0] === 0xa9 && out[1] === 0x14 && out[22] === 0x87
const isP2tr = (out: Uint8Array) => out.length === 34 && out[0] === 0x51 && out[1] === 0x20
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** Throws an EsploraError(400) naming the first input whose signature does not hold. */
export function verifyInputs(tx: Transaction, spent: readonly SpentOutput[]): void {
  tx.ins.forEach((input, index) => {
    const prevout = spent[index]
    if (!prevout) throw new EsploraError(400, `input ${index}: no spent output given`)
    if (isP2sh(prevout.script)) {
      verifyP2shP2wpkh(tx, index, prevout)
      return
    }
    if (input.script.length > 0)
      throw new EsploraError(400, `input ${index}: a segwit spend must have an empty scriptSig`)
    if (isP2wpkh(prevout.script)) verifyP2wpkh(tx, index, prevout)
    else if (isP2tr(prevout.script)) verifyP2trKeyPath(tx, index, spent)
    else
      throw new EsploraError(
        400,
        `input ${index}: spends an output type this fixture does not verify (only p2wpkh, p2sh-p2wpkh and p2tr)`,
      )
  })
}

function verifyP2wpkh(tx: Transaction, index: number, prevout: SpentOutput): void {
  const witness = tx.ins[index]?.witness ?? []
  const [signature, pubkey] = witness
  if (witness.length !== 2 || !signature || !pubkey)
    throw new EsploraError(400, `input ${index}: a p2wpkh witness is [signature, public key]`)
  if (!ecc.isPoint(pubkey) || pubkey.length !== 33)
    throw new EsploraError(400, `input ${index}: the witness public key is not a compressed point`)
  const { hash, output } = payments.p2wpkh({ pubkey, network: REGTEST })
  if (!hash || !equal(prevout.script.subarray(2), hash))
    throw new EsploraError(400, `input ${index}: the public key does not match the spent output`)
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(signature)
  } catch {
    throw new EsploraError(400, `input ${index}: the signature is not a DER signature`)
  }
  const scriptCode = payments.p2pkh({ hash, network: REGTEST }).output
  if (!output || !scriptCode) throw new EsploraError(400, `input ${index}: bad p2wpkh script`)
  const digest = tx.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType)
  if (!ecc.verify(digest, pubkey, decoded.signature, true))
    throw new EsploraError(400, `input ${index}: the signature does not verify (p2wpkh)`)
}

/** The scriptSig pushes only the P2WPKH program the P2SH output hashes; then it is P2WPKH. */
function verifyP2shP2wpkh(tx: Transaction, index: number, prevout: SpentOutput): void {
  const chunks = script.decompile(tx.ins[index]?.script ?? new Uint8Array()) ?? []
  const [redeem] = chunks
  if (chunks.length !== 1 || !(redeem instanceof Uint8Array) || !isP2wpkh(redeem))
    throw new EsploraError(
      400,
      `input ${index}: a p2sh spend here must push one p2wpkh redeem script (p2sh-p2wpkh)`,
    )
  const { output } = payments.p2sh({ redeem: { output: redeem }, network: REGTEST })
  if (!output || !equal(output, prevout.script))
    throw new EsploraError(400, `input ${index}: the redeem script does not match the spent output`)
  verifyP2wpkh(tx, index, { script: redeem, value: prevout.value })
}

function verifyP2trKeyPath(tx: Transaction, index: number, spent: readonly SpentOutput[]): void {
  const witness = tx.ins[index]?.witness ?? []
  const [signature] = witness
  if (witness.length !== 1 || !signature)
    throw new EsploraError(
      400,
      `input ${index}: only p2tr key-path spends (one signature, no annex) are verified`,
    )
  if (signature.length !== 64 && signature.length !== 65)
    throw new EsploraError(400, `input ${index}: a Schnorr signature is 64 or 65 bytes`)
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0x00
  if (signature.length === 65 && hashType === 0x00)
    throw new EsploraError(400, `input ${index}: SIGHASH_DEFAULT must use a 64-byte signature`)
  const digest = tx.hashForWitnessV1(
    index,
    spent.map((output) => output.script),
    spent.map((output) => output.value),
    hashType,
  )
  const outputKey = spent[index]?.script.subarray(2) ?? new Uint8Array()
  if (!ecc.verifySchnorr(digest, outputKey, signature.subarray(0, 64)))
    throw new EsploraError(400, `input ${index}: the signature does not verify (p2tr)`)
}
