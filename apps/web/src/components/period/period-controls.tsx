import { FINANCE_GROUPINGS, type FinanceGrouping } from '@streamfront/contract';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { presetOptions, type PeriodPreset, type ReportPeriod } from '@/lib/report-period';

const GROUPINGS = FINANCE_GROUPINGS.map((value) => ({
  value,
  label: value === 'day' ? 'Day' : 'Month',
}));

/**
 * The period of a report page, its grouping (where the page groups) and currency: every
 * change is a step in the URL (Back undoes it).
 */
export function PeriodControls({
  period,
  presets,
  grouping = true,
  currency,
  currencies,
  onChange,
  onCurrency,
  children,
}: {
  period: ReportPeriod;
  /** The presets the page offers; all unless said. */
  presets?: readonly PeriodPreset[];
  /** Whether the page offers "Group by" (day or month). */
  grouping?: boolean;
  currency: string | undefined;
  /** The currencies the period has figures in; the switch shows when there is a choice. */
  currencies: readonly string[];
  onChange: (change: Partial<ReportPeriod>) => void;
  onCurrency: (currency: string) => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4" role="group" aria-label="Report period">
      <SelectField
        label="Period"
        className="w-full sm:w-48"
        value={period.preset}
        options={presetOptions(presets)}
        onChange={(event) => onChange({ preset: event.target.value as PeriodPreset })}
      />
      {period.preset === 'custom' && (
        <>
          <TextField
            label="From"
            type="date"
            className="w-full sm:w-44"
            value={period.from}
            max={period.to}
            onChange={(event) => event.target.value && onChange({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            className="w-full sm:w-44"
            value={period.to}
            min={period.from}
            onChange={(event) => event.target.value && onChange({ to: event.target.value })}
          />
        </>
      )}
      {grouping && (
        <SelectField
          label="Group by"
          className="w-full sm:w-32"
          value={period.groupBy}
          options={GROUPINGS}
          onChange={(event) => onChange({ groupBy: event.target.value as FinanceGrouping })}
        />
      )}
      {currencies.length > 1 && (
        <SelectField
          label="Currency"
          className="w-full sm:w-32"
          value={currency ?? currencies[0]}
          options={currencies.map((code) => ({ value: code, label: code }))}
          onChange={(event) => onCurrency(event.target.value)}
        />
      )}
      {children}
    </div>
  );
}
