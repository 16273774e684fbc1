import { Box, Grid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatPlain } from '../../domain/format.ts';
import { useFiguresInLocale } from '../../engine/useNumberLocale.ts';
import type { PanelProps } from '../../engine/definition.ts';
import { countdown, splitSeconds, type CountdownValues } from '../countdown-calculator.ts';

// The countdown from this moment, by the visitor's clock, ticking each second. The results above
// count from the start date and time typed (the same on the server and in every browser); this
// counts from now, in the browser only, once hydrated: the server's render and the hydrating one
// show dashes in the same boxes, so nothing moves when the numbers come.

/** The time now in whole seconds (Unix time), each second; null on the server and while hydrating. */
function useNowInSeconds(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Days, hours, minutes and seconds of a span of seconds (its size; the sign is said apart). */
export function spanParts(seconds: number): { label: string; value: number }[] {
  const { days, hours, minutes, secs } = splitSeconds(seconds);
  return [
    { label: 'Days', value: days },
    { label: 'Hours', value: hours },
    { label: 'Minutes', value: minutes },
    { label: 'Seconds', value: secs },
  ];
}

export default function LiveCountdownPanel({ values }: PanelProps) {
  const now = useNowInSeconds();
  const inLocale = useFiguresInLocale();
  if (!values) return null;
  const { targetAt } = countdown(values as CountdownValues);
  const left = now === null ? null : targetAt - now;
  const title =
    left !== null && left < 0 ? 'Time since the target, from now' : 'Live countdown from now';
  return (
    <Box
      as="section"
      aria-label={title}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p="4"
      bg="surface"
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {title} (your device’s clock)
      </Text>
      {/* role="timer": read when asked, not announced every second. */}
      <Grid role="timer" templateColumns="repeat(4, minmax(0, 1fr))" gap="2" textAlign="center">
        {spanParts(left ?? 0).map((part) => (
          <Box key={part.label} bg="brand.subtle" borderRadius="l2" py="2">
            <Text
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              lineHeight="short"
            >
              {left === null
                ? '–'
                : part.label === 'Days'
                  ? inLocale(formatPlain(part.value))
                  : String(part.value).padStart(2, '0')}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {part.label}
            </Text>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
