/** How a scan went, as the station shows and sounds it. */
export type ScanOutcome = 'accepted' | 'already' | 'refused' | 'unknown' | 'invalid';

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
    if (outcome !== 'accepted' && outcome !== 'already') navigator.vibrate?.([80, 40, 80]);
  } catch {
    // No sound here (no audio device, or not allowed yet): the colour and the text still tell.
  }
}
