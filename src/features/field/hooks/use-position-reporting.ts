/**
 * Reports the driver's position to the live transporter map while `active` (the user switched sharing on and has
 * deliveries under way): the browser's watchPosition feeds PositionReporter, which sends at most every 30 s or
 * 100 m and only online. Positions are never queued in the outbox: a stale position is useless to a dispatcher.
 */
import { useEffect, useRef, useState } from 'react';
import { reportPosition } from '../api/report-position';
import { PositionReporter, type Fix } from '../utils/position-reporter';

export type SharingStatus = 'off' | 'waiting' | 'sharing' | 'denied' | 'unsupported';

export interface PositionReportingOptions {
  active: boolean;
  /** the browser's by default; tests pass a fake */
  geolocation?: Geolocation | null;
  send?: typeof reportPosition;
  isOnline?: () => boolean;
}

/** a standing device may get no new fix for a long time: ask for one this often so the map keeps it online */
const POLL_MS = 60_000;
const PERMISSION_DENIED = 1;

const browserGeolocation = (): Geolocation | null => (typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null);
const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

function fixOf(p: GeolocationPosition): Fix {
  return { lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy, heading: p.coords.heading, speed: p.coords.speed, timestamp: p.timestamp || Date.now() };
}

export function usePositionReporting({ active, geolocation, send = reportPosition, isOnline = browserOnline }: PositionReportingOptions) {
  const [status, setStatus] = useState<SharingStatus>('off');
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const geo = geolocation === undefined ? browserGeolocation() : geolocation;
  // the latest callbacks, without restarting the watch when a caller passes new ones
  const deps = useRef({ send, isOnline });
  useEffect(() => {
    deps.current = { send, isOnline };
  });

  useEffect(() => {
    if (!active) {
      setStatus('off');
      return;
    }
    if (!geo) {
      setStatus('unsupported');
      return;
    }
    let live = true;
    const reporter = new PositionReporter({ send: (body) => deps.current.send(body), isOnline: () => deps.current.isOnline(), now: Date.now });
    setStatus('waiting');
    const onFix = (p: GeolocationPosition) => {
      if (!live) return;
      setStatus('sharing');
      void reporter.offer(fixOf(p)).then((sent) => {
        if (sent && live) setLastSentAt(reporter.lastSentAt);
      });
    };
    const onError = (e: GeolocationPositionError) => {
      // a timeout or a lost fix is passing; only a refusal stops the sharing
      if (live && e.code === PERMISSION_DENIED) setStatus('denied');
    };
    const watch = geo.watchPosition(onFix, onError, { enableHighAccuracy: true, maximumAge: 15_000, timeout: 60_000 });
    const poll = setInterval(() => geo.getCurrentPosition(onFix, onError, { maximumAge: 30_000, timeout: 30_000 }), POLL_MS);
    return () => {
      live = false;
      geo.clearWatch(watch);
      clearInterval(poll);
    };
  }, [active, geo]);

  return { status, lastSentAt };
}
