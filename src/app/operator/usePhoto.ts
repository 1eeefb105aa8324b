// A catalogue photo's work in the office: its upload (with progress) and its refocus, each answered with the photo's
// info, which the field then holds by address. One at a time: a pick or a refocus while busy is ignored.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { FOCUS_PRESETS, focusAtTap, parsePhotoAddress, type PhotoFocus, type PhotoInfo } from '../../domain/catalogue';
import { problemOf } from './operatorApi';
import { fetchPhotoInfo, refocusPhoto, uploadPhoto } from './photoApi';
import { photoToSend } from './photoToSend';

const photoKey = (id: string) => ['operator', 'catalogue', 'photo', id];

export type Busy = { stage: 'uploading'; sent: number } | { stage: 'processing' } | { stage: 'refocusing' } | null;

export function usePhoto(value: string, onChange: (address: string) => void) {
  const queries = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const photo = parsePhotoAddress(value);
  const info = useQuery({
    queryKey: photoKey(photo?.id ?? ''),
    queryFn: ({ signal }) => fetchPhotoInfo(photo!.id, signal),
    enabled: !!photo,
    retry: false,
    staleTime: Infinity,
  });

  const done = (next: PhotoInfo) => {
    queries.setQueryData(photoKey(next.id), next);
    onChange(next.address);
  };
  const run = async (first: Busy, work: () => Promise<PhotoInfo>) => {
    setBusy(first);
    setProblem(null);
    try {
      done(await work());
    } catch (failure) {
      setProblem(problemOf(failure));
    } finally {
      setBusy(null);
    }
  };
  const pick = (file: File | undefined) => {
    if (!file || busy) return;
    void run({ stage: 'uploading', sent: 0 }, async () =>
      uploadPhoto(await photoToSend(file), FOCUS_PRESETS.centre, (sent) =>
        setBusy(sent < 1 ? { stage: 'uploading', sent } : { stage: 'processing' }),
      ),
    );
  };
  const refocus = (focus: PhotoFocus) => {
    if (!photo || busy) return;
    void run({ stage: 'refocusing' }, () => refocusPhoto(photo.id, focus));
  };
  const tap = (event: MouseEvent<HTMLImageElement>) => {
    if (!info.data) return;
    const box = event.currentTarget.getBoundingClientRect();
    refocus(focusAtTap(info.data, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };
  return { busy, problem, photo, info, pick, refocus, tap };
}
