// A booking's notes as the captain reads them: every note a channel sent (the booking's own, the contact's, one sent at
// confirm or in an update), each once, in the order given. One rule for the manifest, its offline copy and the history.
export function joinNotes(...parts: Array<string | null | undefined>): string {
  const seen: string[] = [];
  for (const part of parts) {
    const note = part?.trim();
    if (note && !seen.includes(note)) seen.push(note);
  }
  return seen.join('\n');
}
