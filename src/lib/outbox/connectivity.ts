/** The browser events a drain follows (README 'Drain'): back online, gone offline, the page visible again. */

export interface ConnectivityHandlers {
  online(): void;
  offline(): void;
  visible(): void;
}

/** Listens until the returned function is called; outside a browser there is nothing to listen to. */
export function listenConnectivity(handlers: ConnectivityHandlers): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onOnline = () => handlers.online();
  const onOffline = () => handlers.offline();
  const onVisible = () => {
    if (document.visibilityState === 'visible') handlers.visible();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
