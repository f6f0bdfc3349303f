import type { WebhookDeliveryState } from '@streamfront/contract';
import type { BadgeTone } from '@/components/ui/badge';

export const DELIVERY_STATE_TONES: Record<WebhookDeliveryState, BadgeTone> = {
  pending: 'slate',
  retrying: 'amber',
  delivered: 'green',
  dead: 'red',
};
