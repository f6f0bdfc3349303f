import type { AdminTrial, TrialStatus } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const TRIAL_STATUS_TONES: Record<TrialStatus, BadgeTone> = {
  running: 'green',
  ended: 'slate',
  revoked: 'red',
};

/**
 * Revoke is offered on running trials only: the server takes an ended one too, but ending
 * what has already ended would read as a second action with nothing to show for it.
 */
export const canRevoke = (trial: AdminTrial) => trial.status === 'running';

/** "SF-2026-00042, Ada Lovelace": two trials of one customer differ by their order. */
export const trialName = (trial: AdminTrial) => `${trial.orderNumber}, ${trial.customer.name}`;
