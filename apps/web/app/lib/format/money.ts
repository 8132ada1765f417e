/** Money travels as whole fen (contracts); people read yuan: ¥12.34, a discount as -¥100.00. */
export const formatFen = (fen: number): string => `${fen < 0 ? '-' : ''}¥${(Math.abs(fen) / 100).toFixed(2)}`;

/** A yuan amount typed into a form, as the fen the API takes. */
export const fenOfYuan = (yuan: number | null | undefined): number => Math.round((yuan ?? 0) * 100);

export const yuanOfFen = (fen: number): number => fen / 100;
