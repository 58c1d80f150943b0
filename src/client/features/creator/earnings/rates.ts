/** A rate setting in percent as people write it: 5 -> '5%', 0.1 -> '0.1%'. */
export const formatRate = (percent: number) =>
  `${percent.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
