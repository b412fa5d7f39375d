import { useEffect, useRef, useState } from 'react';
import { serverNow } from '@/lib/api-client';
import { crossedMinute } from '../time';

const TICK_MS = 500;

/**
 * The time left until a deadline the server set, read against the server's clock (a device's own
 * clock may be off); tells which announcement minute was last passed, and calls onTimeUp once.
 */
export function useCountdown(deadlineAt: string, onTimeUp: () => void) {
  const deadline = Date.parse(deadlineAt);
  const [remaining, setRemaining] = useState(() => deadline - serverNow());
  const [passedMinute, setPassedMinute] = useState<number | null>(null);
  const timeUpRef = useRef(onTimeUp);
  useEffect(() => {
    timeUpRef.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    let last = deadline - serverNow();
    let done = false;
    const tick = () => {
      const next = deadline - serverNow();
      const crossed = crossedMinute(last, next);
      last = next;
      if (crossed !== null) setPassedMinute(crossed);
      setRemaining(next);
      if (next <= 0 && !done) {
        done = true;
        clearInterval(timer);
        timeUpRef.current();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return { remaining, passedMinute };
}
