// The agent feature's surface: what the routes and other features may use of it.
export { AgentGate, useSignOut } from './AgentGate';
export type { PageAccess } from './AgentGate';
export { AGENT_GATE_TEXT } from './agentGateText';
export { AGENT_QUERIES } from './agentSession';
