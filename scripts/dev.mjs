// `npm run dev`: the API server (restarting on change) and Vite with hot reload, side by side.
// Vite proxies /api and /socket.io to the server on :3000; open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@streamfront/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@streamfront/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  }),
);
