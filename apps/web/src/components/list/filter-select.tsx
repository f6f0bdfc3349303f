import { SelectField } from '@/components/ui/select-field';
import { cn } from '@/lib/cn';
import type { ListParams } from './use-list-params';

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

/**
 * A FilterSelect bound to one filter of the list's URL state: what list pages put in their
 * toolbar. `width` is the field's width beside the others from the `sm` breakpoint up; on a
 * phone every filter takes the whole row.
 */
export function ListFilter<Filter extends string>({
  params,
  name,
  width = 'sm:w-44',
  ...select
}: {
  params: Pick<ListParams<Filter>, 'filters' | 'setFilter'>;
  name: Filter;
  width?: `sm:w-${number}`;
  label: string;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
}) {
  return (
    <div className={cn('w-full', width)}>
      <FilterSelect
        {...select}
        value={params.filters[name]}
        onChange={(value) => params.setFilter(name, value)}
      />
    </div>
  );
}
