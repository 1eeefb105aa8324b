// /{country}/trip-builder-agent: the guest's builder for a signed-in agent or admin, plus 'Apply Discount' with the
// trip summary beside it, 'Apply Custom Time', and 'Reserve for a guest' in place of the guest's hold-and-pay flow.
// Its prices (with the discount) are asked with the agent's token and never kept in the persisted cache.
import './agent.css';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { SignedInUser } from '../../domain/office';
import { useDocumentMeta } from '../content';
import { useCountry } from '../country';
import { TripBuilderScreen, type BuilderVariant } from '../trip-builder';
import { agentPrices } from './agentPrices';
import { AGENT_PAGES_ACCESS, AgentBar, AgentGate } from './AgentGate';
import { AGENT_GATE_TEXT } from './agentGateText';
import { openReserve, reserveUi } from './reserveUi';
import { lazyPart, useWantedSoon } from '../ui/lazyPart';
import type { AgentPanels } from './AgentPanels';

const LazyAgentPanels = lazyPart(() => import('./AgentPanels').then((module) => module.AgentPanels));
const LazyReserveModal = lazyPart(() => import('./ReserveModal').then((module) => module.ReserveModal));

/** The modal stays unloaded until 'Reserve for a guest' is first pressed (or hovered, touched, focused). */
function ReserveFlow(props: Omit<Parameters<typeof LazyReserveModal>[0], 'when'>) {
  const ui = useSnapshot(reserveUi);
  return <LazyReserveModal when={ui.open} {...props} />;
}

/** The builder's sections are numbered 1 to 7; the two panels follow them. */
const FIRST_PANEL_STEP = 8;

/** The panels load as they near the viewport or on a first tap; their place is held meanwhile. */
function Panels(props: Parameters<typeof AgentPanels>[0]) {
  const place = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(place);
  return (
    <div ref={place}>
      <LazyAgentPanels
        when={wanted}
        fallback={<div className="agent-panels__placeholder" aria-hidden="true" />}
        {...props}
      />
    </div>
  );
}

function variantFor(user: SignedInUser | null, country: ReturnType<typeof useCountry>): BuilderVariant {
  return {
    prices: agentPrices,
    action: { label: AGENT_GATE_TEXT.reserve, start: openReserve, preload: LazyReserveModal.preload },
    panels: ({ price }) => <Panels price={price} user={user} country={country} firstStep={FIRST_PANEL_STEP} />,
    flow: ({ catalogue, price }) => <ReserveFlow catalogue={catalogue} price={price} user={user} />,
  };
}

export default function AgentTripBuilderPage() {
  const country = useCountry();
  useDocumentMeta({ title: AGENT_GATE_TEXT.tripBuilder, description: AGENT_GATE_TEXT.builderIntro });
  return (
    <AgentGate access={AGENT_PAGES_ACCESS}>
      {(user) => (
        <>
          <AgentBar user={user} />
          <TripBuilderScreen variant={variantFor(user, country)} />
        </>
      )}
    </AgentGate>
  );
}
