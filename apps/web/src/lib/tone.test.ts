import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's AudioContext: records the oscillators started and their frequencies. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  started: { type: OscillatorType; frequency: number; at: number }[] = [];
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() },
      connect: () => this.destination,
    };
    return gain;
  }
  createOscillator() {
    let frequency = 0;
    const oscillator = {
      type: 'sine' as OscillatorType,
      frequency: { setValueAtTime: (value: number) => void (frequency = value) },
      connect: (node: unknown) => node,
      start: (at: number) => this.started.push({ type: oscillator.type, frequency, at }),
      stop: vi.fn(),
    };
    return oscillator;
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeAudioContext.made = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => vi.unstubAllGlobals());

describe('synthesised tones', () => {
  it('stay silent, with no audio context made, until a gesture unlocks the sound', async () => {
    const { playTone } = await import('@/lib/tone');
    playTone([{ frequency: 880, durationMs: 100 }]);
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it('play their notes one after the other once unlocked, with one context however often unlocked', async () => {
    const { playTone, unlockAudio } = await import('@/lib/tone');
    unlockAudio();
    await Promise.resolve();
    unlockAudio();
    playTone([
      { frequency: 880, durationMs: 100, pauseMs: 50 },
      { frequency: 220, durationMs: 200, type: 'square' },
    ]);
    expect(FakeAudioContext.made).toHaveLength(1);
    const [last] = FakeAudioContext.made;
    expect(last?.started.map(({ type, frequency }) => [type, frequency])).toEqual([
      ['sine', 880],
      ['square', 220],
    ]);
    const [first, second] = last?.started ?? [];
    // The second note starts after the first one and its pause.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeCloseTo(0.15);
  });

  it('do nothing where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playTone, unlockAudio } = await import('@/lib/tone');
    expect(() => {
      unlockAudio();
      playTone([{ frequency: 880, durationMs: 100 }]);
    }).not.toThrow();
  });
});
