import { describe, expect, it } from 'vitest';
import { slowestProcess } from './slowest';

describe('slowestProcess', () => {
  it('is the process with the least pieces done', () => {
    const processes = [
      { seq: 1, doneQty: 40 },
      { seq: 2, doneQty: 12 },
      { seq: 3, doneQty: 30 },
    ];
    expect(slowestProcess(processes)).toEqual({ seq: 2, doneQty: 12 });
  });

  it('names the lowest seq on a tie, whatever order the processes come in', () => {
    const processes = [
      { seq: 5, doneQty: 0 },
      { seq: 2, doneQty: 0 },
      { seq: 3, doneQty: 7 },
    ];
    expect(slowestProcess(processes)?.seq).toBe(2);
    expect(slowestProcess([...processes].reverse())?.seq).toBe(2);
  });

  it('is none for a bed without processes', () => {
    expect(slowestProcess([])).toBeNull();
  });
});
