/** The sandbox payment provider: its own Fastify instance on its own origin (decision 0203). */
export { buildSandboxProvider } from './sandbox-app';
