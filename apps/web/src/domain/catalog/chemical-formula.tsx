import { Fragment } from 'react';

/**
 * A molecular formula with its counts as subscripts: "C6H8O7" → C₆H₈O₇, "CaCl2·2H2O" keeps the
 * leading 2 of the hydrate as a coefficient.
 */
export function ChemicalFormula({ value }: { value: string }) {
  const parts = value.split(/(\d+(?:[.,]\d+)?)/);
  return (
    <span>
      {parts.map((part, index) => {
        if (!/^\d/.test(part)) return <Fragment key={index}>{part}</Fragment>;
        const previous = parts[index - 1] ?? '';
        // A number after a letter or a closing bracket counts atoms; at the start or after "·" it multiplies.
        const isSubscript = /[A-Za-z)\]]$/.test(previous);
        return isSubscript ? (
          <sub key={index}>{part}</sub>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </span>
  );
}
