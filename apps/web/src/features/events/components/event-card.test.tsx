import type { SportEvent } from '@streamfront/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONACO_GP } from '@/testing/fixtures';
import { formatStartTime } from '@/lib/format-date';
import { EventCard } from './event-card';

const event: SportEvent = {
  ...MONACO_GP,
  // The public answer has no admin timestamps.
  createdAt: undefined,
  updatedAt: undefined,
} as unknown as SportEvent;

describe('formatStartTime', () => {
  it('names the visitor’s time zone with the time', () => {
    const at = '2026-11-28T19:00:00.000Z';
    expect(formatStartTime(at, { locale: 'en-GB', timeZone: 'Europe/Paris' })).toBe(
      'Sat 28 Nov, 20:00 GMT+1',
    );
    expect(formatStartTime(at, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe(
      'Sat 28 Nov, 14:00 GMT-5',
    );
    expect(formatStartTime(at, { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      'Sat 28 Nov, 19:00 GMT+0',
    );
  });
});

describe('an event card', () => {
  it('marks a featured live event, shows its sport badge and a named calendar link', () => {
    render(<EventCard event={event} live />);
    expect(screen.getByText('Live now')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Add to calendar: Monaco Grand Prix' });
    expect(link).toHaveAttribute('href', `/api/events/${event.id}/calendar.ics`);
    expect(link).toHaveAttribute('download');
    const [picture, competition] = Array.from(document.querySelectorAll('img'));
    expect(picture).toHaveAttribute('src', '/art/sports/motorsport.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width');
    expect(competition).toHaveAttribute('src', '/art/competitions/formula-1.svg');
    expect(screen.getByText(formatStartTime(event.startsAt))).toHaveAttribute(
      'datetime',
      event.startsAt,
    );
  });

  it('shows the uploaded image instead of the badge, and no live mark before the start', () => {
    render(
      <EventCard
        event={{ ...event, imageUrl: `/api/events/${event.id}/image?v=abc` }}
        live={false}
      />,
    );
    expect(screen.queryByText('Live now')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      `/api/events/${event.id}/image?v=abc`,
    );
  });
});
