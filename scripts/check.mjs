// The type checks and the lint at the same time: each keeps one core busy for a minute or
// more, and neither needs the other. Each one's output is printed whole when it ends, with
// how long it took; the command fails when either does.
import { spawn } from 'node:child_process';

const jobs = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`${output}== ${name} ${verdict} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(jobs.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
