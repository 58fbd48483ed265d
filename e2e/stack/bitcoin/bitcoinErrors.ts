/** A refused request: the HTTP status the Esplora fixture answers and its message. */
export class EsploraError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
