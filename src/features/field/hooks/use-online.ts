/** navigator.onLine as state (src/lib/use-online.ts), and a clock that ticks each minute for 'n minutes ago'. */
import { useEffect, useState } from 'react';

export { useOnline } from '@/lib/use-online';

export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}
