// The Catalogue tab's spreadsheet of boats and rates (issue #58): the fleet downloaded as CSV (written here with the
// domain's columns, from what the tab has read), and a sheet read back through the catalogue import: first a dry run
// that lists what would change, then the import on the office's word. A refusal lists each cell or rule at fault.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import {
  type Activity,
  type Boat,
  type PickUpLocation,
  type Region,
  emptyCatalogue,
  boatsToCsvRows,
} from '../../domain/catalogue';
import { CSV_BOM, toCsv } from '../../domain/schema';
import { BusyButton } from '../ui/BusyButton';
import { downloadFile } from '../ui/downloadFile';
import { importBoatsCsv, refusalLines } from './catalogueApi';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { problemOf } from './operatorApi';

export interface FleetLists {
  boats: Boat[];
  activities: Activity[];
  regions: Region[];
  pickUpLocations: PickUpLocation[];
}

export function BoatsSpreadsheet({ fleet, onImported }: { fleet: FleetLists; onImported: () => void }) {
  const inputId = useId();
  const [sheet, setSheet] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const dryRun = useMutation({ mutationFn: (csv: string) => importBoatsCsv(csv, true) });
  const commit = useMutation({ mutationFn: (csv: string) => importBoatsCsv(csv, false), onSuccess: onImported });

  const download = () =>
    downloadFile(
      CSV_BOM + toCsv(boatsToCsvRows({ ...emptyCatalogue(), ...fleet })),
      'text/csv;charset=utf-8',
      'boats-and-rates.csv',
    );
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    commit.reset();
    setUnreadable(false);
    const text = await file.text().catch(() => null);
    if (text === null) return setUnreadable(true);
    setSheet(text);
    dryRun.mutate(text);
  };
  const cancel = () => {
    setSheet(null);
    dryRun.reset();
  };
  const refused = refusalLines(dryRun.error ?? commit.error);
  const failure = dryRun.error ?? commit.error;

  return (
    <section className="catalogue" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{T.sheetTitle}</h2>
      <p className="operator-muted">{T.sheetIntro}</p>
      <button type="button" className="button button--ghost catalogue-back" onClick={download}>
        {T.sheetDownload}
      </button>
      <div className="operator-field catalogue-field">
        <label htmlFor={inputId}>{T.sheetChoose}</label>
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </div>
      <div aria-live="polite">
        {dryRun.isPending && <p>{T.sheetChecking}</p>}
        {commit.isSuccess && <p className="operator-notice">{T.sheetDone(commit.data.changes)}</p>}
        {dryRun.isSuccess &&
          !commit.isSuccess &&
          (dryRun.data.changes === 0 ? (
            <p>{T.sheetNothing}</p>
          ) : (
            <>
              <p>{T.sheetWould(dryRun.data.changes)}</p>
              <ul>
                {dryRun.data.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <div className="operator-row">
                <BusyButton
                  busy={commit.isPending}
                  className="button button--primary"
                  onClick={() => sheet !== null && commit.mutate(sheet)}
                >
                  {T.sheetImport}
                </BusyButton>
                <button type="button" className="button button--ghost" onClick={cancel}>
                  {T.sheetCancel}
                </button>
              </div>
            </>
          ))}
      </div>
      {(unreadable || failure) && (
        <div role="alert" className="operator-problem">
          {unreadable ? (
            <p>{T.sheetUnreadable}</p>
          ) : refused.length > 0 ? (
            <>
              <p>{T.sheetRefused}</p>
              <ul>
                {refused.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{problemOf(failure)}</p>
          )}
        </div>
      )}
    </section>
  );
}
