import { FINANCE_GROUPINGS, type FinanceGrouping } from '@streamfront/contract';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { PERIOD_PRESETS, type FinancePeriod, type PeriodPreset } from '../period';

const GROUPINGS = FINANCE_GROUPINGS.map((value) => ({
  value,
  label: value === 'day' ? 'Day' : 'Month',
}));

/** The period, its grouping and currency: every change is a step in the URL (Back undoes it). */
export function PeriodControls({
  period,
  currency,
  currencies,
  onChange,
  onCurrency,
  children,
}: {
  period: FinancePeriod;
  currency: string | undefined;
  /** The currencies the period has figures in; the switch shows when there is a choice. */
  currencies: readonly string[];
  onChange: (change: Partial<FinancePeriod>) => void;
  onCurrency: (currency: string) => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4" role="group" aria-label="Report period">
      <SelectField
        label="Period"
        className="w-full sm:w-48"
        value={period.preset}
        options={PERIOD_PRESETS}
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
      <SelectField
        label="Group by"
        className="w-full sm:w-32"
        value={period.groupBy}
        options={GROUPINGS}
        onChange={(event) => onChange({ groupBy: event.target.value as FinanceGrouping })}
      />
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
