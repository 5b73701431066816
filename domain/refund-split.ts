/**
 * How a refund of a payment that paid several items is split across them: in proportion to each
 * item's share of the payment, to the centavo by the largest remainder (a centavo left over goes
 * to the largest fractional part; on a tie, to the earlier item). The parts add up to the refund
 * exactly and none exceeds its share, so an item is wholly refunded only when its whole share
 * went back (a full refund, or a part so large that the proportion reaches it).
 */
export function splitRefund(shares: readonly number[], refundedCentavos: number): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (!shares.every((s) => Number.isSafeInteger(s) && s >= 0))
    throw new RangeError(`Shares must be non-negative integers of centavos: ${shares.join(', ')}`);
  if (!Number.isSafeInteger(refundedCentavos) || refundedCentavos < 0 || refundedCentavos > total)
    throw new RangeError(`A refund must be an integer from 0 to ${total} centavos: ${refundedCentavos}`);
  if (total === 0) return shares.map(() => 0);
  // BigInt: share × refund can pass 2^53 for amounts no member pays, but exactness is the point.
  const parts = shares.map((share, index) => {
    const scaled = BigInt(share) * BigInt(refundedCentavos);
    return { index, base: Number(scaled / BigInt(total)), remainder: Number(scaled % BigInt(total)) };
  });
  let left = refundedCentavos - parts.reduce((sum, p) => sum + p.base, 0);
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of byRemainder) {
    if (left === 0) break;
    part.base += 1;
    left -= 1;
  }
  return parts.map((p) => p.base);
}
