// A trip's price lines (domain/texts/priceLines.ts) as a definition list; `className` names the list, its rows
// ({className}__row) and the total's row ({className}__row--total).
import { formatPriceLine, type PriceLine } from '../../domain/texts';

export function PriceLineList({ lines, className }: { lines: readonly PriceLine[]; className: string }) {
  return (
    <dl className={className}>
      {lines.map((line) => (
        <div
          key={line.key}
          className={line.key === 'total' ? `${className}__row ${className}__row--total` : `${className}__row`}
        >
          <dt>{line.label}</dt>
          <dd>{formatPriceLine(line.key, line.cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
