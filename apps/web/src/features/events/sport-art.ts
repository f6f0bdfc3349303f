/**
 * The one place that says which badge stands for which sport and competition. The badges are
 * SVG files in public/art (served as static files, never bundled into the JavaScript), drawn
 * for this project; an event without an uploaded image shows its sport's badge.
 */
const ART = '/art';

const SPORTS: [RegExp, string][] = [
  [/football|soccer/, 'football'],
  [/basketball/, 'basketball'],
  [/tennis/, 'tennis'],
  [/motor|formula|\bf1\b|racing|grand prix/, 'motorsport'],
  [/cricket/, 'cricket'],
  [/mixed martial|\bmma\b|ufc/, 'mma'],
  [/boxing/, 'boxing'],
  [/rugby/, 'rugby'],
  [/baseball/, 'baseball'],
];

/** The badge of a sport as typed on the schedule ("Rugby Union" → rugby); a generic one else. */
export function sportBadgeUrl(sport: string): string {
  const name = sport.toLowerCase();
  const key = SPORTS.find(([pattern]) => pattern.test(name))?.[1] ?? 'sport';
  return `${ART}/sports/${key}.svg`;
}

const COMPETITIONS: [RegExp, string][] = [
  [/premier league/, 'premier-league'],
  [/champions league/, 'champions-league'],
  [/la ?liga/, 'la-liga'],
  [/serie a/, 'serie-a'],
  [/ligue 1/, 'ligue-1'],
  [/\bnba\b/, 'nba'],
  [/\batp\b/, 'atp'],
  [/formula 1|\bf1\b/, 'formula-1'],
  [/one day international|\bodi\b/, 'odi'],
  [/test series|test match/, 'test-cricket'],
  [/\bufc\b/, 'ufc'],
  [/six nations/, 'six-nations'],
  [/\bwbc\b/, 'wbc'],
  [/\bmlb\b/, 'mlb'],
];

/** The badge of a competition the demo schedule uses, or null for any other. */
export function competitionBadgeUrl(competition: string | null): string | null {
  if (!competition) return null;
  const name = competition.toLowerCase();
  const key = COMPETITIONS.find(([pattern]) => pattern.test(name))?.[1];
  return key ? `${ART}/competitions/${key}.svg` : null;
}

/** The picture of an event: its uploaded image, or else its sport's badge. */
export function eventPicture(event: { imageUrl: string | null; sport: string }) {
  return event.imageUrl
    ? { src: event.imageUrl, uploaded: true }
    : { src: sportBadgeUrl(event.sport), uploaded: false };
}

/** Every badge file this map can name, so a test can check that each one exists. */
export const ART_FILES = [
  ...[...SPORTS.map(([, key]) => key), 'sport'].map((key) => `${ART}/sports/${key}.svg`),
  ...COMPETITIONS.map(([, key]) => `${ART}/competitions/${key}.svg`),
];

/** The sport filter of the admin list: the sports the badges know, by their usual names. */
export const SPORT_FILTER_OPTIONS = [
  'Football',
  'Basketball',
  'Tennis',
  'Motorsport',
  'Cricket',
  'Mixed Martial Arts',
  'Boxing',
  'Rugby Union',
  'Baseball',
].map((sport) => ({ value: sport, label: sport }));
