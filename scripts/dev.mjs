// `npm run dev`: the API with reload on change (port 3000) and Vite with hot
// reload (port 5173, proxying API calls to 3000). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'packages/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'packages/web/vite.config.ts'], { stdio: 'inherit' }),
];
console.log('\n  Dev: open http://localhost:5173/booking/ (hot reload) — API on http://localhost:3000\n');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
