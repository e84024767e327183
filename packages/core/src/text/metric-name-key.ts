/**
 * The one rule by which two metric names are "the same metric" (issue 9). The database stores the key
 * in `kpi_definitions.name_key` under a unique index, and every lookup by name goes through it, so the
 * server and the database can never disagree about which metric a name means.
 *
 * 1. NFKC: compatibility forms become their plain letters (a no-break space a space, "ﬁ" "fi",
 *    full-width "Ｈ" "H").
 * 2. Full case fold: upper-casing first turns "ß" into "SS" and "ς" into "Σ" before lower-casing;
 *    then every sigma is the medial σ, because JavaScript lower-cases a word-final Σ to ς
 *    (so "ΠΩΛΗΣΕΙΣ" and "Πωλησεις" both end in σ).
 * 3. Whitespace runs become one space; the ends are trimmed.
 * 4. Look-alikes: Greek and Cyrillic letters that are drawn like a Latin letter become that letter
 *    (CONFUSABLE_LETTERS), so "Ηours Worked" with a Greek capital Eta is "Hours Worked".
 *
 * Why a small map rather than Unicode's full confusables skeleton (UTS #39, the `confusables` package):
 * the full table also maps Latin to Latin ("rn" to "m", "l" to "I", "0" to "O"), which would merge real,
 * different names a rep types ("Burns" and "Bums"); and that package has not been maintained for years.
 * The map below only touches letters of other scripts that a Latin name can hide, and it is applied after
 * case folding to lower-case letters, so a name and its upper- or lower-case spelling always share a key.
 * Names wholly in Greek (or Cyrillic) mostly keep their differences, but where two letters of one script both
 * pass for one Latin letter (Cyrillic н and һ both look like h) their names share a key: the price of
 * catching a look-alike, judged right for metric names.
 */
export function metricNameKey(name: string): string {
  const folded = name.normalize("NFKC").toUpperCase().toLowerCase().replace(/ς/gu, "σ");
  const spaced = folded.replace(/\s+/gu, " ").trim();
  let key = "";
  for (const ch of spaced) key += CONFUSABLE_LETTERS[ch] ?? ch;
  return key;
}

/**
 * Lower-case Greek and Cyrillic letters whose upper- or lower-case form is drawn like a Latin letter,
 * with the Latin letter they pass for. Where a letter's two cases look like different Latin letters
 * (Greek ν: capital like N, small like v), the capital decides: names are typed in title case.
 */
export const CONFUSABLE_LETTERS: Readonly<Record<string, string>> = {
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  ζ: "z",
  η: "h",
  ι: "i",
  κ: "k",
  μ: "m",
  ν: "n",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "y",
  χ: "x",
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
};
