/** A select's options from the contract's words for each value, in the contract's order. */
export function labelOptions<Value extends string>(
  labels: Record<Value, string>,
): { value: Value; label: string }[] {
  return (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));
}
