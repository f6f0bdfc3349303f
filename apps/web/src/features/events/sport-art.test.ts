import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ART_FILES, competitionBadgeUrl, sportBadgeUrl } from './sport-art';

// Tests run from the repository root or from apps/web; the public folder is found either way.
const publicDir = existsSync('public/art') ? 'public' : 'apps/web/public';

describe('sport and competition badges', () => {
  it('maps the sports as the schedule spells them to one badge each', () => {
    expect(sportBadgeUrl('Football')).toBe('/art/sports/football.svg');
    expect(sportBadgeUrl('Rugby Union')).toBe('/art/sports/rugby.svg');
    expect(sportBadgeUrl('Mixed Martial Arts')).toBe('/art/sports/mma.svg');
    expect(sportBadgeUrl('Formula 1')).toBe('/art/sports/motorsport.svg');
    expect(sportBadgeUrl('Curling')).toBe('/art/sports/sport.svg');
    expect(competitionBadgeUrl('UEFA Champions League')).toBe(
      '/art/competitions/champions-league.svg',
    );
    expect(competitionBadgeUrl('Village Cup')).toBeNull();
    expect(competitionBadgeUrl(null)).toBeNull();
  });

  it('names only files that exist, small SVGs without script', () => {
    for (const url of ART_FILES) {
      const file = `${publicDir}${url}`;
      expect(existsSync(file), url).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, url).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg, url).not.toMatch(/<script|on\w+=/i);
      expect(svg.length, url).toBeLessThan(4_000);
    }
  });
});
