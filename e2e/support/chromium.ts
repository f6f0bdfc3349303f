/** Debian's Chromium through playwright-core: no browser download, ever. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags this closed network needs; the e2e run and the benches both launch with them. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
