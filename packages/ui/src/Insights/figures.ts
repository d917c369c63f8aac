let format: Intl.NumberFormat | undefined;

/**
 * A figure with South Africa's thousands separators ('1 500'), from one formatter made at first use:
 * a number's toLocaleString with a locale builds a new one at every call, and a panel writes dozens.
 */
export function formatFigure(value: number): string {
  format ??= new Intl.NumberFormat('en-ZA');
  return format.format(value);
}
