// The texts of the agents' gate and bar, and of the pages' first screens behind it (the agents' builder, the operator's
// page). Apart from the rest of the agents' texts (./agentMessages.ts, which includes these), which the panels, the
// reserve modal and the other pages need: the builders' first load carries only these.
export const AGENT_GATE_TEXT = {
  signedInAs: (name: string, agency: string | null) => `Signed in as ${name}${agency ? ` · ${agency}` : ''}`,
  // Who is signed in is the server's answer: with none (offline), the session is still there.
  signedIn: 'Signed in',
  signOut: 'Sign out',
  myBookings: 'My bookings',
  tripBuilder: 'Agent trip builder',
  operatorPage: 'Operator page',
  builderIntro: 'Build the trip with your guest, apply a discount or a custom start time, then reserve it for them.',
  notForAccountTitle: 'Not for this account',
  notForAgentPages: 'Your account cannot use the agents’ pages.',
  roleUnknownTitle: 'Connect once to continue',
  roleUnknown:
    'You are offline, and this device does not know yet what your account may open. Connect to the internet once to check: after that, it knows offline too.',
  startPage: { tripBuilder: 'Open the agent trip builder', operator: 'Open the operator page and your manifest' },
  reserve: 'Reserve for a guest',
} as const;
