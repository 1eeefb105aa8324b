// /{country}/operator: the operator's page for admins and captains (signed in like agents). The day manifest for
// everyone allowed it (it opens offline from the device's copy); bookings and calendars for the office.
import './operator.css';
import { Link, useSearch } from 'wouter';
import { mayDo, type SignedInUser, type UserRole } from '../../domain/auth';
import { operatorPath } from '../../domain/agentPaths';
import { useDocumentMeta } from '../content/useDocumentMeta';
import { useCountry } from '../country/CountryContext';
import { AgentGate, useSignOut, type PageAccess } from '../agent/AgentGate';
import { AGENT_TEXT } from '../agent/agentMessages';
import { BookingsView } from './BookingsView';
import { CalendarsView } from './CalendarsView';
import { ManifestView } from './ManifestView';
import { OPERATOR_TEXT as T } from './operatorMessages';

type Tab = keyof typeof T.tabs;

function OperatorBody({ user, role }: { user: SignedInUser | null; role: UserRole }) {
  const country = useCountry();
  const leave = useSignOut();
  const asked = new URLSearchParams(useSearch()).get('tab');
  // Offline the role is the kept one: the office's tabs stay, and say themselves that they need a connection.
  const office = mayDo(role, 'bookings:manage');
  const tabs: Tab[] = office ? ['manifest', 'bookings', 'calendars'] : ['manifest'];
  const tab: Tab = tabs.includes(asked as Tab) ? (asked as Tab) : 'manifest';
  return (
    <div className="operator container">
      <nav className="operator-bar no-print" aria-label={T.title}>
        <span className="operator-bar__who">{user ? AGENT_TEXT.signedInAs(user.name || user.email, null) : T.title}</span>
        {tabs.length > 1 && tabs.map((t) => (
          <Link key={t} href={operatorPath(country.urlTitle, t)} className="operator-bar__tab" aria-current={t === tab ? 'page' : undefined}>{T.tabs[t]}</Link>
        ))}
        <button type="button" className="button button--ghost operator-bar__out" onClick={() => void leave()}>{AGENT_TEXT.signOut}</button>
      </nav>
      <h1 className="no-print">{T.tabs[tab]}</h1>
      {tab === 'manifest' && <ManifestView userId={user?.id ?? null} zone={country.timezone} />}
      {tab === 'bookings' && <BookingsView zone={country.timezone} />}
      {tab === 'calendars' && <CalendarsView zone={country.timezone} />}
    </div>
  );
}

const OPERATOR_ACCESS: PageAccess = { permission: 'manifest', refusal: T.notForAccount };

export default function OperatorPage() {
  useDocumentMeta({ title: T.title, description: 'The day manifest, bookings and boat calendars.' });
  return <AgentGate access={OPERATOR_ACCESS}>{(user, role) => <OperatorBody user={user} role={role} />}</AgentGate>;
}
