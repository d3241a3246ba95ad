/** One note of a synthesised tone: nothing is downloaded, the browser's Web Audio API makes the sound. */
export interface Note {
  /** Hz. */
  frequency: number;
  durationMs: number;
  type?: OscillatorType;
  /** 0–1. */
  volume?: number;
  /** Silence after the note, before the next one. */
  pauseMs?: number;
}

let context: AudioContext | undefined;

/**
 * Lets the page make sound from now on. Call it from a user gesture (a tap, a key): browsers start an audio
 * context only then, and one created earlier stays silent (with a warning in the console).
 */
export function unlockAudio(): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    // No audio device, or too many contexts: the page stays silent.
  }
}

/** Plays the notes one after another; silent until `unlockAudio` ran in a gesture, or without Web Audio. */
export function playTone(notes: readonly Note[]): void {
  if (context?.state !== 'running') return;
  const audio = context;
  let at = audio.currentTime + 0.01;
  for (const note of notes) {
    const end = at + note.durationMs / 1000;
    const volume = note.volume ?? 0.3;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = note.type ?? 'sine';
    oscillator.frequency.setValueAtTime(note.frequency, at);
    // Faded in and out over 10 ms: a note cut on and off clicks.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(volume, at + 0.01);
    gain.gain.setValueAtTime(volume, Math.max(at + 0.01, end - 0.01));
    gain.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(end);
    at = end + (note.pauseMs ?? 0) / 1000;
  }
}
