// Each workspace has its own compiler settings (DOM for the web app, Node for the rest),
// so they are checked one by one rather than through one merged program.
import { execFileSync } from 'node:child_process';

const projects = ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench', 'scripts'];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('tsc', ['-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
