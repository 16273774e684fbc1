import { Fragment } from 'react';
import { figuresIn } from './numberText.ts';
import { hasLongFigure } from './resultRows.ts';
import { useShownSigns } from './useNumberLocale.ts';

/**
 * Between a digit and its grouping sign (a comma, apostrophe or no-break space, or a point of a
 * dotted address) and the next digit. Never after the decimal sign, so the decimals stay with
 * their figure ('…979, / 127.06', not '…127. / 06').
 */
const AFTER_SEPARATOR = /(?<=\d[,’\u00a0\u202f])(?=\d)|(?<=\d\.)(?=\d+\.)|(?<=\.\d+\.)(?=\d)/;
/** The same where a comma marks decimals and a point groups ('…979. / 127,06'). */
const AFTER_GROUP_SIGN = /(?<=\d[.’\u00a0\u202f])(?=\d)/;

/** No-break spaces, which group a figure's digits in France: part of the figure, not a gap. */
const NO_BREAK_SPACES = /[\u00a0\u202f]/g;

/**
 * A result's text, its figures in the visitor's signs, whose long figures may break after their
 * grouping signs only: at 360 px, '314,159,259,075,794,000.0000' broke as '…794,0 / 00.0000'; it
 * now breaks as '…794, / 000.0000'. A short figure is left as it is (it never breaks).
 */
export function FigureText({ text }: { text: string }) {
  const signs = useShownSigns();
  return <FigureParts text={figuresIn(text, signs)} decimal={signs.decimal} />;
}

/** A text whose figures are already in the visitor's signs, with their breaks. */
function FigureParts({ text, decimal }: { text: string; decimal: '.' | ',' }) {
  if (!hasLongFigure(text.replace(NO_BREAK_SPACES, '0'))) return text;
  return text.split(decimal === ',' ? AFTER_GROUP_SIGN : AFTER_SEPARATOR).map((part, index) => (
    // The parts of one text never move: their places are their keys.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A minus sign starting a figure, with the character after it ('-C' of '-CA$17,696.35'). */
const MINUS_AND_NEXT = /((?<=^|[\s(])-\S)/;

/**
 * A sentence, its figures in the visitor's signs, whose negative figures keep their minus sign
 * on their line (a step's '… = -CA$17,696.35' broke after the sign, leaving '= -' at the end of
 * a line), and whose long figures break after their separators ('11000000.10101000.00000001.1 /
 * 0000010' in a subnet's steps).
 */
export function SentenceText({ text }: { text: string }) {
  const signs = useShownSigns();
  const parts = figuresIn(text, signs).split(MINUS_AND_NEXT);
  if (parts.length === 1) return <FigureParts text={parts[0]!} decimal={signs.decimal} />;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // The sign and one character: the rest of the figure breaks as before.
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      <FigureParts key={index} text={part} decimal={signs.decimal} />
    ),
  );
}
