import type { BUSINESS_GROUPS } from '@streamfront/contract';
import {
  BUSINESS_MONEY,
  BUSINESS_RATES,
  formatMoney,
  type BusinessFigure,
} from '@streamfront/contract';

/** Each figure's name on screen: the figure cards', the tables' and the legends' words. */
export const FIGURE_LABELS: Record<BusinessFigure, string> = {
  payingAtStart: 'Paying at start',
  payingAtEnd: 'Paying at end',
  newCustomers: 'New',
  renewedCustomers: 'Renewed',
  returnedCustomers: 'Returned',
  lostCustomers: 'Lost',
  churnRate: 'Churn rate',
  subscriptionsEnded: 'Subscriptions ended',
  subscriptionsRenewed: 'Subscriptions renewed',
  renewalRate: 'Renewal rate',
  mrrAtStart: 'MRR at start',
  mrr: 'MRR at end',
  mrrChange: 'MRR change',
  revenue: 'Revenue',
  trialsStarted: 'Trials started',
  trialsConverted: 'Converted',
  trialsUndecided: 'Still deciding',
  conversionRate: 'Conversion rate',
  payingCustomers: 'Paying customers',
  arppu: 'Revenue per paying customer',
  refunds: 'Refunds',
  refundShare: 'Refunds share of revenue',
};

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');
const RATES: ReadonlySet<BusinessFigure> = new Set(BUSINESS_RATES);
const MONEY: ReadonlySet<BusinessFigure> = new Set(BUSINESS_MONEY);

/** A figure as it reads: money in the report's currency, a share in percent, else a count. */
export function formatFigure(figure: BusinessFigure, value: number, currency: string): string {
  if (RATES.has(figure)) return percent.format(value);
  if (!MONEY.has(figure)) return count.format(value);
  const money = formatMoney(value, currency);
  // A change says its direction in words' stead: "+$12.00", "−$3.50".
  if (figure === 'mrrChange' && value > 0) return `+${money}`;
  return money;
}

export type FigureGroupKey = keyof typeof BUSINESS_GROUPS;

/**
 * The page's sections: a title, the figures (each a card with its formula, and a column of
 * the chart's table) and those drawn as bars: of one kind each, since they share an axis.
 */
export const FIGURE_GROUPS: {
  key: FigureGroupKey;
  title: string;
  drawn: readonly BusinessFigure[];
  /** What the drawn bars are: counts or money. */
  axis: 'count' | 'money';
}[] = [
  {
    key: 'customers',
    title: 'Customers',
    drawn: ['payingAtEnd', 'newCustomers', 'returnedCustomers', 'lostCustomers'],
    axis: 'count',
  },
  { key: 'recurringRevenue', title: 'Recurring revenue', drawn: ['mrr', 'revenue'], axis: 'money' },
  { key: 'trials', title: 'Trials', drawn: ['trialsStarted', 'trialsConverted'], axis: 'count' },
  {
    key: 'perCustomer',
    title: 'Revenue per paying customer',
    drawn: ['arppu', 'refunds'],
    axis: 'money',
  },
];
