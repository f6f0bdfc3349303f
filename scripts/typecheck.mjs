// Each workspace has its own compiler settings (DOM for the web app, Node for the rest),
// so they are checked one by one rather than through one merged program. The server, the
// benches and the scripts share theirs: tsconfig.node.json checks them as one program, since
// the benches import much of the server, which a program of their own checked a second time.
import { execFileSync } from 'node:child_process';

const projects = ['packages/contract', 'tsconfig.node.json', 'apps/web', 'e2e'];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('tsc', ['-p', project], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
