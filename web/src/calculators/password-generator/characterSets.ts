// The password generator's character sets and the entropy of the passwords it makes. Shared by
// its definition (the figures) and its panel (the password, drawn in the browser).

export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
/** The 32 printable ASCII symbols: with the letters and digits, the 94 characters of a keyboard. */
export const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** Characters easily taken for one another in many fonts: capital I, small l, 1, capital O, 0. */
export const LOOK_ALIKES = 'Il1O0';

export interface SetChoices {
  lowercase: 'yes' | 'no';
  uppercase: 'yes' | 'no';
  digits: 'yes' | 'no';
  symbols: 'yes' | 'no';
  lookAlikes: 'include' | 'exclude';
}

/** The chosen sets, in order, without look-alikes when they are excluded. */
export function chosenSets(choices: SetChoices): string[] {
  const sets = [
    choices.lowercase === 'yes' ? LOWERCASE : '',
    choices.uppercase === 'yes' ? UPPERCASE : '',
    choices.digits === 'yes' ? DIGITS : '',
    choices.symbols === 'yes' ? SYMBOLS : '',
  ].filter((set) => set !== '');
  if (choices.lookAlikes === 'include') return sets;
  return sets.map((set) => [...set].filter((c) => !LOOK_ALIKES.includes(c)).join(''));
}

/**
 * log2 of the number of passwords of `length` characters from sets of these sizes with at least
 * one character of each set: by inclusion and exclusion, the pool^length strings less those
 * missing some set. Worked as pool^length × (the share that has every set), so nothing overflows.
 */
export function entropyBits(length: number, setSizes: readonly number[]): number {
  const pool = setSizes.reduce((sum, size) => sum + size, 0);
  let share = 0;
  // Each subset of the sets left out, as a bit mask: (−1)^|S| ((pool − |S's characters|)/pool)^L.
  for (let mask = 0; mask < 1 << setSizes.length; mask++) {
    let missing = 0;
    let sign = 1;
    setSizes.forEach((size, index) => {
      if (mask & (1 << index)) {
        missing += size;
        sign = -sign;
      }
    });
    share += sign * ((pool - missing) / pool) ** length;
  }
  return length * Math.log2(pool) + Math.log2(share);
}
