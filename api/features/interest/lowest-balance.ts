/**
 * The lowest a savings balance was over a stretch of time (docs/interest.md): the balance
 * it started with, and the balance after each moment money moved. Rows of one moment (the
 * two halves of a transfer, a sweep beside its credit) count as one move: only the balance
 * between moments is one the child really had.
 *
 * @param opening the balance at the start, the sum of every earlier row
 * @param movements the rows of the stretch, sorted by the time they moved
 */
export function lowestBalance(
  opening: number,
  movements: ReadonlyArray<{ occurredAt: string; amountSat: number }>,
): number {
  let balance = opening
  let lowest = opening
  movements.forEach((move, i) => {
    balance += move.amountSat
    const isLastOfMoment = movements[i + 1]?.occurredAt !== move.occurredAt
    if (isLastOfMoment && balance < lowest) lowest = balance
  })
  // A balance below zero cannot be had (CHECK constraints); counted as none.
  return Math.max(0, lowest)
}
