import type { SystemContext } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { systemForDocument } from './documentSystem.ts';
import { system } from './system.ts';

/** A document whose only element is a link to the site's stylesheet, or that has none. */
const documentWith = (siteStylesheet: boolean) =>
  ({
    querySelector: (selector: string) =>
      siteStylesheet && selector === 'link[data-site-stylesheet]' ? {} : null,
  }) as unknown as Document;

describe('the Chakra system for a document', () => {
  it('is made only when something other than ChakraProvider reads it, where the site stylesheet is linked', () => {
    const makeSystem = vi.fn(() => system);
    const provided = systemForDocument(documentWith(true), makeSystem);
    // What ChakraProvider reads: no layer order and no global CSS to insert (the stylesheet has
    // them), and the system is not made for it.
    expect(provided._config.disableLayers).toBe(true);
    expect(provided._global).toEqual([]);
    expect(makeSystem).not.toHaveBeenCalled();

    expect(provided.token('colors.blue.600')).toBe(system.token('colors.blue.600'));
    expect(provided.css({ color: 'fg' })).toEqual(system.css({ color: 'fg' }));
    expect(provided.getSlotRecipe('card')).toBe(system.getSlotRecipe('card'));
    expect('sva' in provided).toBe(true);
    expect(makeSystem).toHaveBeenCalledOnce();
    // The system itself still has its global CSS, for the server's render.
    expect(system._global.length).toBe(3);
  });

  it('is made at once, whole, without the site stylesheet and on the server', () => {
    const made = {} as SystemContext;
    expect(systemForDocument(documentWith(false), () => made)).toBe(made);
    expect(systemForDocument(undefined, () => made)).toBe(made);
    const whole = systemForDocument(undefined);
    expect(whole._global.length).toBe(3);
    expect(whole.css({ color: 'fg' })).toEqual(system.css({ color: 'fg' }));
  });
});
