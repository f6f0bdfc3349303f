import { SelectField } from '@/components/ui/select-field';

/** One filter of a list: a choice among a few values, or "All". */
export function FilterSelect({
  label,
  value,
  options,
  allLabel = 'All',
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      options={options}
      placeholder={allLabel}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
