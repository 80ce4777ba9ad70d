import { expect } from 'chai';
import { WorkerSilence, type Beat } from '../../src/ai/silence.js';

const TUNING = { heartbeatMs: 200, silentMs: 500, maxSilentMs: 3000 };

/** Beats every `every` ms from `from` until one says 'dead' or `until` passes; the time it said 'dead', or null. */
function deadAt(s: WorkerSilence, from: number, until: number, every = TUNING.heartbeatMs): number | null {
  for (let t = from; t <= until; t += every) if (s.beat(t) === 'dead') return t;
  return null;
}

describe('ai/silence (when a busy worker that does not answer is dead)', () => {
  it('pings at the first beat and waits while the ping is out', () => {
    const s = new WorkerSilence(TUNING);
    const beats: Beat[] = [0, 200, 400].map((t) => s.beat(t));
    expect(beats).to.deep.equal(['ping', 'wait', 'wait']);
  });

  it('pings again at the beat after an answer', () => {
    const s = new WorkerSilence(TUNING);
    expect(s.beat(0)).to.equal('ping');
    s.answered(20);
    expect(s.beat(200)).to.equal('ping');
  });

  it('finds a worker that answered quickly, then went silent, dead after 500 ms and a beat at most', () => {
    const s = new WorkerSilence(TUNING);
    for (let t = 0; t < 2000; t += 200) {
      expect(s.beat(t)).to.equal('ping');
      s.answered(t + 15);
    }
    expect(s.beat(2000)).to.equal('ping');
    expect(deadAt(s, 2200, 10_000)).to.equal(2600);
  });

  it('does not judge at a beat that comes late: the page stood still, and the answer may be queued behind it', () => {
    const s = new WorkerSilence(TUNING);
    expect(s.beat(0)).to.equal('ping');
    // A 1.5 s long task on the page: the next beat comes at 1700.
    expect(s.beat(1700)).to.equal('wait');
    s.answered(1701);
    expect(s.beat(1900)).to.equal('ping');
  });

  it('still finds a dead worker after the page stood still: the beat after the late one judges', () => {
    const s = new WorkerSilence(TUNING);
    expect(s.beat(0)).to.equal('ping');
    expect(s.beat(1700)).to.equal('wait');
    expect(s.beat(1900)).to.equal('dead');
  });

  it('allows a worker that has answered slowly three times its slowest answer, up to the most allowed', () => {
    const s = new WorkerSilence(TUNING);
    expect(s.beat(0)).to.equal('ping');
    s.answered(400);
    expect(s.allowedMs()).to.equal(1200);
    expect(s.beat(600)).to.equal('ping');
    expect(deadAt(s, 800, 10_000)).to.equal(2000);

    const starved = new WorkerSilence(TUNING);
    starved.beat(0);
    starved.answered(2500);
    expect(starved.allowedMs()).to.equal(3000);
  });

  it('a worker whose answers grow slowly slower lives on; the same worker silent afterwards is still found dead', () => {
    // Beats every 200 ms; each ping is answered after the next delay (ms), then the worker is silent.
    const delays = [450, 700, 1000, 1500, 2200];
    const s = new WorkerSilence(TUNING);
    let due = -1;
    let pings = 0;
    let lastPingAt = -1;
    let t = 0;
    for (; t < 20_000; t += 200) {
      if (due >= 0 && due <= t) {
        s.answered(due);
        due = -1;
      }
      const beat = s.beat(t);
      if (beat === 'dead') break;
      if (beat !== 'ping') continue;
      lastPingAt = t;
      if (pings < delays.length) due = t + delays[pings];
      pings++;
    }
    // Every answer came, and the ping after the last went unanswered: judged by the most allowed, 3 s.
    expect(pings).to.equal(delays.length + 1);
    expect(t - lastPingAt).to.be.within(3000, 3200);
  });
});
