// Closing boats' calendars: a boat or all, a day or a time range (Cayman time), a reason. 'Check bookings' lists the
// trips it would affect; closing emails each of those guests once. Closures are listed with Reopen. The week calendar's
// 'Close this time' opens it with the boat and the free time filled in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { CLOSURE_REASON_LABELS, type ClosureSummary } from '../../domain/office';
import { todayInZone } from '../../domain/time';
import { BusyButton } from '../ui/BusyButton';
import { Spinner } from '../ui/Spinner';
import { CloseForm, useClosureForm, when } from './ClosureForm';
import { fetchClosures, fetchManifest, OPERATOR_QUERIES, problemOf, reopenClosure } from './operatorApi';
import { OPERATOR_TEXT as T } from './operatorMessages';

export function CalendarsView({ zone }: { zone: string }) {
  const queryClient = useQueryClient();
  const today = todayInZone(zone);
  // The boats, as the manifest lists them.
  const boats = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'manifest', today],
    queryFn: ({ signal }) => fetchManifest(today, signal),
    retry: false,
  });
  const closures = useQuery({
    queryKey: [...OPERATOR_QUERIES, 'closures'],
    queryFn: ({ signal }) => fetchClosures(signal),
    retry: false,
  });
  const closure = useClosureForm(zone, today, useSearch());
  const reopen = useMutation({
    mutationFn: reopenClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_QUERIES }),
    onError: (error) => closure.setProblem(problemOf(error)),
  });
  const boatName = (id: string) => boats.data?.boats.find((b) => b.boatId === id)?.boatName ?? id;

  return (
    <div>
      <CloseForm closure={closure} boats={boats.data?.boats ?? []} zone={zone} />
      <h2>{T.closuresTitle}</h2>
      {closures.isPending && <Spinner inline />}
      {closures.isError && (
        <p className="operator-problem" role="alert">
          {problemOf(closures.error)}
        </p>
      )}
      {closures.data &&
        (closures.data.length === 0 ? (
          <p>{T.noClosures}</p>
        ) : (
          <ClosureList
            closures={closures.data}
            boatName={boatName}
            zone={zone}
            reopening={reopen.isPending}
            reopened={reopen.variables}
            onReopen={(id) => reopen.mutate(id)}
          />
        ))}
    </div>
  );
}

function ClosureList({
  closures,
  boatName,
  zone,
  reopening,
  reopened,
  onReopen,
}: {
  closures: ClosureSummary[];
  boatName: (id: string) => string;
  zone: string;
  reopening: boolean;
  /** The closure Reopen was last pressed on. */
  reopened: string | undefined;
  onReopen: (id: string) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Reopen gives way to 'Reopened' once the list is fresh: focus goes there.
  const reopenedAt = closures.find((c) => c.id === reopened)?.reopenedAt;
  useEffect(() => {
    if (reopenedAt) list.current?.querySelector<HTMLElement>(`[data-reopened="${reopened}"]`)?.focus();
  }, [reopenedAt, reopened]);
  return (
    <ul className="operator-list" ref={list}>
      {closures.map((c) => (
        <li key={c.id} className="operator-closure">
          <span>
            <strong>{CLOSURE_REASON_LABELS[c.reason]}</strong> · {when(c.from, zone)} – {when(c.to, zone)}
            <br />
            {c.boatIds.map(boatName).join(', ')}
            {c.note ? ` · ${c.note}` : ''} <span className="operator-muted">{T.closedBy(c.createdByName)}</span>
          </span>
          {c.reopenedAt ? (
            <span className="operator-muted" data-reopened={c.id} tabIndex={-1}>
              {T.reopened}
            </span>
          ) : (
            <BusyButton className="button button--ghost" onClick={() => onReopen(c.id)} busy={reopening}>
              {T.reopen}
            </BusyButton>
          )}
        </li>
      ))}
    </ul>
  );
}
