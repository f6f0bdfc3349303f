// Browser tests drive Debian's Chromium; never a browser download of a test tool's own.
// Missing: install it when we are root, otherwise stop with the one command that does.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH points at ${path}, which does not exist.`);
  process.exit(1);
}
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (existsSync(path)) process.exit(0);
}
console.error(
  'Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).',
);
process.exit(1);
