/** The scan's audible and felt confirmation: a short high beep (accepted) or a low double buzz (refused). */
let ctx: AudioContext | null = null;

function tone(freq: number, ms: number, at = 0) {
  try {
    ctx ??= new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(ctx.destination);
    const start = ctx.currentTime + at / 1000;
    osc.start(start);
    osc.stop(start + ms / 1000);
  } catch {
    // no audio (autoplay policy, old browser): the row's colour still tells
  }
}

export function signalAccepted() {
  tone(1320, 90);
  navigator.vibrate?.(60);
}

export function signalRefused() {
  tone(330, 140);
  tone(330, 140, 200);
  navigator.vibrate?.([120, 80, 120]);
}
