// /{country}/operator: the operator's page for admins and captains (signed in like agents). The day manifest for
// everyone allowed it (it opens offline from the device's copy); bookings and calendars for the office.
import './operator.css';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { mayDo, type SignedInUser, type UserRole } from '../../domain/office';
import { agentTripBuilderPath, operatorPath } from '../../domain/protocol';
import { useDocumentMeta } from '../content';
import { useOfficeCountry } from '../country';
import { AgentGate, useSignOut, type PageAccess, AGENT_GATE_TEXT } from '../agent';
import { ManifestView } from './ManifestView';
import { OPERATOR_TEXT as T } from './operatorMessages';
import { PART_UNAVAILABLE } from '../messages';
import { lazyPart } from '../ui/lazyPart';
import { Spinner } from '../ui/Spinner';

const TAB_NAMES = T.tabs;
type Tab = keyof typeof TAB_NAMES;

// Every tab but the manifest (the first screen of every visit, a captain's only one) loads when opened or pointed at:
// the catalogue's editors alone are a third of the page's code. The worker precaches them.
const LAZY_TABS = {
  bookings: lazyPart(() => import('./BookingsView').then((module) => module.BookingsView)),
  calendars: lazyPart(() => import('./CalendarsView').then((module) => module.CalendarsView)),
  catalogue: lazyPart(() => import('./CatalogueView').then((module) => module.CatalogueView)),
  people: lazyPart(() => import('./PeopleView').then((module) => module.PeopleView)),
  reports: lazyPart(() => import('./ReportsView').then((module) => module.ReportsView)),
  week: lazyPart(() => import('./WeekView').then((module) => module.WeekView)),
};
type LazyTabName = keyof typeof LAZY_TABS;
const isLazyTab = (tab: string): tab is LazyTabName => tab in LAZY_TABS;

/** While the tab's code loads, a spinner; if it cannot be downloaded, why, and a way to try again (never a spinner). */
function LazyTab({ tab, zone }: { tab: LazyTabName; zone: string }) {
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable) {
    return (
      <div className="load-problem" role="alert">
        <p className="load-problem__text">{PART_UNAVAILABLE}</p>
        <button type="button" className="button button--primary" onClick={() => setUnavailable(false)}>
          {T.retry}
        </button>
      </div>
    );
  }
  const Part = LAZY_TABS[tab];
  return (
    <Part
      when
      zone={zone}
      fallback={<Spinner inline label={T.loadingTab(TAB_NAMES[tab])} />}
      onUnavailable={() => setUnavailable(true)}
    />
  );
}

function OperatorBody({ user, role }: { user: SignedInUser | null; role: UserRole }) {
  // On a fresh install there is no country yet: the office's page opens to put it in (layout/NoSuchCountry.tsx).
  const { urlTitle, zone } = useOfficeCountry();
  const leave = useSignOut();
  const asked = new URLSearchParams(useSearch()).get('tab');
  // Offline the role is the kept one: the office's tabs stay, and say themselves that they need a connection.
  const office = mayDo(role, 'bookings:manage');
  const tabs: Tab[] = office ? ['manifest', 'bookings', 'week', 'calendars'] : ['manifest'];
  if (mayDo(role, 'catalogue')) tabs.push('catalogue');
  if (mayDo(role, 'people')) tabs.push('people');
  if (mayDo(role, 'reports')) tabs.push('reports');
  const tab: Tab = tabs.includes(asked as Tab) ? (asked as Tab) : 'manifest';
  return (
    <div className="operator container">
      <nav className="operator-bar no-print" aria-label={T.title}>
        <span className="operator-bar__who">
          {user ? AGENT_GATE_TEXT.signedInAs(user.name || user.email, null) : T.title}
        </span>
        {tabs.length > 1 &&
          tabs.map((t) => (
            <Link
              key={t}
              href={operatorPath(urlTitle, t)}
              className="operator-bar__tab"
              aria-current={t === tab ? 'page' : undefined}
              {...(isLazyTab(t) ? { onPointerEnter: LAZY_TABS[t].preload, onFocus: LAZY_TABS[t].preload } : {})}
            >
              {TAB_NAMES[t]}
            </Link>
          ))}
        {mayDo(role, 'reserve') && (
          <Link href={agentTripBuilderPath(urlTitle)} className="operator-bar__tab">
            {AGENT_GATE_TEXT.tripBuilder}
          </Link>
        )}
        <button type="button" className="button button--ghost operator-bar__out" onClick={() => void leave()}>
          {AGENT_GATE_TEXT.signOut}
        </button>
      </nav>
      <h1 className="no-print">{TAB_NAMES[tab]}</h1>
      {tab === 'manifest' && <ManifestView userId={user?.id ?? null} zone={zone} />}
      {isLazyTab(tab) && <LazyTab key={tab} tab={tab} zone={zone} />}
    </div>
  );
}

const OPERATOR_ACCESS: PageAccess = { permission: 'manifest', refusal: T.notForAccount };

export default function OperatorPage() {
  useDocumentMeta({ title: T.title, description: 'The day manifest, bookings and boat calendars.' });
  return <AgentGate access={OPERATOR_ACCESS}>{(user, role) => <OperatorBody user={user} role={role} />}</AgentGate>;
}
