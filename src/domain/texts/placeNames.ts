// Place names inside a sentence: 'in the Cayman Islands', 'in the Bahamas', but 'in Jamaica'.

/** Names that read with 'the' before them: plural island groups and descriptive names. */
const TAKES_THE = /\b(Islands|Isles|Bahamas|Netherlands|Grenadines|Antilles|Republic|Kingdom|States|Emirates)\b/;

/** A country's name as it reads after 'in', 'to' or 'of' in the middle of a sentence. */
export function countryInSentence(name: string): string {
  const trimmed = name.trim();
  if (/^the\s/i.test(trimmed)) return `the ${trimmed.slice(4).trimStart()}`;
  return TAKES_THE.test(trimmed) ? `the ${trimmed}` : trimmed;
}
