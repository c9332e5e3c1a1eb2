// Money is integer fen with a currency code; only the payapp callback carries decimal yuan strings.
export const CURRENCY = 'CNY';

export const money = (fen: number) => ({ amount: fen, currency: CURRENCY });

/** `29.90` -> 2990, exactly (no floating point); undefined when the text is not `digits.dd`. */
export function yuanToFen(text: string): number | undefined {
  const match = /^([0-9]{1,10})\.([0-9]{2})$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number(match[2]);
}

/** 2990 -> `29.90`. */
export const fenToYuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** `1.50 CNY` for messages. */
export const display = (fen: number): string => `${fenToYuan(fen)} ${CURRENCY}`;
