/** Query keys of Settings → Data retention. */
export const retentionKeys = {
  settings: ['admin-retention'] as const,
};
