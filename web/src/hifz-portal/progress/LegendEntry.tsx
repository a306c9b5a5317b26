/**
 * One row of a legend: the sample cell (a span of `swatchClass` showing `mark`, hidden from
 * screen readers) and what it means (`label`); `legend` names the row for tests and styles.
 */
export function LegendEntry({
  legend,
  swatchClass,
  mark,
  label,
}: {
  legend?: string;
  swatchClass: string;
  mark: string;
  label: string;
}) {
  return (
    <li data-legend={legend}>
      <span className={swatchClass} aria-hidden="true">
        {mark}
      </span>
      {label}
    </li>
  );
}
