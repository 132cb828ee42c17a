/** How a scan went, as the station shows and sounds it. */
/**
 * `queued`: kept on this device while the server cannot be reached, sent when it can;
 * `conflict`: a kept scan the server refused when it was sent (the parcel had moved on).
 */
export type ScanOutcome = 'accepted' | 'already' | 'refused' | 'unknown' | 'invalid' | 'queued' | 'conflict';

let audio: AudioContext | null = null;

/** A beep per outcome: one high for accepted, two soft for already done, a low buzz for a problem; phones also vibrate on a problem. */
export function playFeedback(outcome: ScanOutcome) {
  try {
    audio ??= new AudioContext();
    const tones: Record<ScanOutcome, [number, number, OscillatorType][]> = {
      accepted: [[1320, 0.09, 'sine']],
      already: [
        [880, 0.07, 'sine'],
        [880, 0.07, 'sine'],
      ],
      refused: [[196, 0.28, 'square']],
      unknown: [[220, 0.28, 'square']],
      invalid: [[170, 0.32, 'sawtooth']],
      // Taken, not yet sent: a rising pair, unlike any answer of the server.
      queued: [
        [660, 0.07, 'sine'],
        [990, 0.07, 'sine'],
      ],
      conflict: [[196, 0.28, 'square']],
    };
    let at = audio.currentTime;
    for (const [frequency, length, type] of tones[outcome]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = type;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + length);
      at += length + 0.05;
    }
    if (outcome !== 'accepted' && outcome !== 'already' && outcome !== 'queued') navigator.vibrate?.([80, 40, 80]);
  } catch {
    // No sound here (no audio device, or not allowed yet): the colour and the text still tell.
  }
}
