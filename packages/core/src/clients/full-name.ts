/**
 * The pipeline's appointment dialog asks for one "lead name" (spec section 7); a client has a
 * first and a last name. The last word is the last name; a single word is the first name with
 * an empty last name left for the rep to fill. Whitespace of every kind separates words.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return { firstName: "", lastName: "" };
  if (words.length === 1) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) ?? "" };
}
