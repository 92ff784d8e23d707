const tonnes = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 1250.5 -> "1,250.5": tonnes as the buyers stated them, in Indian grouping. */
export const formatTonnes = (value: number) => tonnes.format(value);
