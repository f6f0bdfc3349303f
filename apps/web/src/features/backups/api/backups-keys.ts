/** Query keys of the backups section (Settings → Backups). */
export const backupsKeys = {
  all: ['admin-backups'] as const,
};
