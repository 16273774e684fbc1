import { describe, expect, it } from 'vitest';
import { systemForDocument } from './documentSystem.ts';
import { system } from './system.ts';

/** A document whose only element is a link to the site's stylesheet, or that has none. */
const documentWith = (siteStylesheet: boolean) =>
  ({
    querySelector: (selector: string) =>
      siteStylesheet && selector === 'link[data-site-stylesheet]' ? {} : null,
  }) as unknown as Document;

describe('the Chakra system for a document', () => {
  it('leaves out the global CSS where the site stylesheet is linked, and nothing else', () => {
    const provided = systemForDocument(documentWith(true));
    expect(provided._global).toEqual([]);
    expect(provided.token('colors.blue.600')).toBe(system.token('colors.blue.600'));
    expect(provided.css({ color: 'fg' })).toEqual(system.css({ color: 'fg' }));
    expect(provided.getSlotRecipe('card')).toBe(system.getSlotRecipe('card'));
    // The system itself still has its global CSS, for the server's render.
    expect(system._global.length).toBe(3);
  });

  it('is the system as made without the site stylesheet, and on the server', () => {
    expect(systemForDocument(documentWith(false))).toBe(system);
    expect(systemForDocument(undefined)).toBe(system);
  });
});
