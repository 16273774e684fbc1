// A part of a page below its first screen (a section under a calculator, the footer) is drawn by
// the browser only as it nears the screen: until then its style and layout are skipped
// (content-visibility), and it holds the room it last took, or the estimate below before it was
// ever drawn. On a phone, working out the style and layout of every section of a calculator page
// was the longest task of its load. Being off the screen, it moves nothing in sight when drawn.
// Its content is clipped to its box (paint containment), but for a margin as wide as a card's
// raised shadow or a focus ring.
export const DRAWN_WHEN_NEAR = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
  overflowClipMargin: '1rem',
} as const;
