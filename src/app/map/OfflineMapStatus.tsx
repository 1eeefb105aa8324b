// 'Offline map: 1.4 MB saved': saves the archive on first map use and says how far it got.
import { useEffect, useState } from 'react';
import { MAP_MESSAGES } from './mapMessages';
import { formatMegabytes, saveMapForOffline, type SaveProgress } from './offlineMap';

export function OfflineMapStatus() {
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  useEffect(() => {
    let live = true;
    saveMapForOffline((next) => live && setProgress(next)).catch(() => live && setProgress(null));
    return () => {
      live = false;
    };
  }, []);

  if (!progress) return null;
  const size = formatMegabytes(progress.savedBytes);
  return (
    <p className="island-map__offline" role="status">
      {progress.done ? MAP_MESSAGES.offlineSaved(size) : MAP_MESSAGES.offlineSaving(size)}
    </p>
  );
}
