import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsText, icsTime } from './ics.ts';

describe('iCalendar writing', () => {
  it('writes UTC times in the basic format', () => {
    expect(icsTime(new Date('2026-11-28T19:05:09.123Z'))).toBe('20261128T190509Z');
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(icsText('A; B, C\\D\nE\r\nF')).toBe('A\\; B\\, C\\\\D\\nE\\nF');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('ends every line with CRLF and marks a cancelled event', () => {
    const file = calendarFile(
      {
        uid: 'abc@example.com',
        title: 'Final',
        description: 'One',
        location: null,
        startsAt: new Date('2026-01-01T10:00:00Z'),
        endsAt: new Date('2026-01-01T12:00:00Z'),
        stamp: new Date('2025-12-01T00:00:00Z'),
        cancelled: true,
      },
      '-//Test//EN',
    );
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(file).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(file).not.toContain('LOCATION');
  });
});
