/** How the back-office names each notification type and audience. */
export const TYPE_LABELS: Record<string, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
  order: 'Order',
  query: 'Query',
  contact: 'Contact message',
  vod_request: 'VOD request',
  content_report: 'Content report',
};

/** In the order the form offers them: the widest first. */
export const AUDIENCE_LABELS: Record<string, string> = {
  customers: 'All customers',
  package: 'Customers of one package',
  user: 'One customer',
  admins: 'All admins',
};

const own = (labels: Record<string, string>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key]! : key;

export const typeLabel = (type: string) => own(TYPE_LABELS, type);
export const audienceLabel = (audience: string) => own(AUDIENCE_LABELS, audience);
