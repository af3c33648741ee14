// Reading a client's state (the place of supply) out of a typed address.

/** Lower case, each run of anything but letters and digits one space, padded. */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;

/**
 * The state an address names, as `states` spells it ("Boring Road, Patna,
 * Bihar 842001": "Bihar"), by whole words, the longest name found; "" when
 * it names none, or more than one.
 */
export function stateIn(address: string, states: readonly string[]): string {
  const text = words(address);
  const found = states.filter((s) => text.includes(words(s)));
  // "Uttar Pradesh" names Uttar Pradesh, not also a state called "Pradesh".
  const named = found.filter((s) => !found.some((o) => o !== s && words(o).includes(words(s))));
  return named.length === 1 ? named[0] : "";
}
