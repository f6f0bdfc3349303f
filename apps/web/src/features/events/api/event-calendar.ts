import { API_BASE_URL } from '@/lib/api-client';

/**
 * GET /api/events/:id/calendar.ics: a plain link rather than a fetch, so the browser downloads
 * the file (and a phone hands it to its calendar app) without any script.
 */
export function eventCalendarUrl(id: string): string {
  return `${API_BASE_URL}/events/${encodeURIComponent(id)}/calendar.ics`;
}
