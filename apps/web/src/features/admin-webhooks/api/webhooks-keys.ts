/** Query keys of the webhook endpoints and their deliveries; every write invalidates them all. */
export const webhooksKeys = {
  all: ['admin-webhooks'] as const,
  endpoints: ['admin-webhooks', 'endpoints'] as const,
  deliveriesOf: (endpointId: string) => ['admin-webhooks', 'deliveries', endpointId] as const,
  deliveries: (endpointId: string, query: Record<string, string | number>) =>
    ['admin-webhooks', 'deliveries', endpointId, query] as const,
};
